import { sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/users.ts';

/** The users' place that names an upload (the uploads feature's uploadReferences): a person's avatar. */
export const avatarUsesUpload = (upload: { address: SQL }): SQL =>
  sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.img} = ${upload.address})`;
