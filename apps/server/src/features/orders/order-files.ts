import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { ordersRepository } from './orders.repository.ts';

/**
 * A reader of private files (the files feature's access rule, decision 017): the buyer and the
 * seller of an order may read the files its deliveries carry. app.ts registers it with the files
 * feature; everyone else still gets 404.
 */
export async function orderFileReader(db: Executor, fileId: string, viewer: UserRow | null): Promise<boolean> {
  return viewer !== null && ordersRepository(db).fileDeliveredTo(fileId, viewer.id);
}
