/**
 * The public face of the files feature (private files, decision 017): its routes, and the one
 * access rule that deliveries and message attachments extend.
 */
export { filesRoutes, type FilesRoutesOptions } from './files.routes.ts';
export { canReadFile } from './files.service.ts';
export type { FileRow } from './files.repository.ts';
