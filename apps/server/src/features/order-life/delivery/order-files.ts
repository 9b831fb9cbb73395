import type { FileReader } from '../../files/index.ts';
import { ordersRepository } from './orders.repository.ts';

/**
 * A reader of private files (the files feature's access rule, decision 017): the buyer and the
 * seller of an order may read the files its deliveries carry. app.ts registers it with the files
 * feature; everyone else still gets 404.
 */
export const orderFileReader: FileReader = (db, fileId, viewer) =>
  ordersRepository(db).fileDeliveredTo(fileId, viewer.id);
