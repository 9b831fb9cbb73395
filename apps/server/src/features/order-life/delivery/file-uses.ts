import { sql, type SQL } from 'drizzle-orm';
import { bidFiles, orderDeliveryFiles } from '../../../db/schema/order-life.ts';

/**
 * The order-life module's places that hold a private file (the files
 * feature's fileReferences): a delivery's files, a bid's brief files.
 */
export const orderLifeHoldsFile = (fileId: SQL): SQL => sql`(
  EXISTS (SELECT 1 FROM ${orderDeliveryFiles} WHERE ${orderDeliveryFiles.fileId} = ${fileId})
  OR EXISTS (SELECT 1 FROM ${bidFiles} WHERE ${bidFiles.fileId} = ${fileId})
)`;
