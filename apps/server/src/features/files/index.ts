/**
 * The public face of the files feature (private files, decision 017): its routes, and the one
 * access rule that deliveries and message attachments extend by registering a reader (app.ts), and
 * the registry of the places that hold a file (the orphan sweep's; app.ts registers them).
 */
export { filesRoutes, type FilesRoutesOptions } from './files.routes.ts';
export { canReadFile, fileReaders, type FileReader } from './file-readers.ts';
export { attachableFiles, toFileDto } from './files.service.ts';
export { sweepOrphanFiles } from './orphan-files.ts';
export { fileReferences, type FileReference } from './file-references.ts';
export type { FileRow } from './files.repository.ts';
export { fileCardsAs, storedFilesAs, type FileCardRow } from './file-cards.ts';
