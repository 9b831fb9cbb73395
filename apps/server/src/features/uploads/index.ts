/**
 * The public face of the uploads feature: its routes, storing or checking files for the gigs and
 * users features, and the checks of documents (bytes, multipart reading, names, upload limit)
 * that the private files feature applies too, and the registry of the places that name an upload
 * (the orphan sweep's; app.ts registers the users' and the gigs').
 */
export { extensionOf, sniffDocument, type DocumentType } from './file-sniffing.ts';
export { readFilePart, readSingleFile } from './multipart-file.ts';
export { uploadedFilesRoutes, uploadsRoutes } from './uploads.routes.ts';
export { cleanFileName, isUploadedImage, removeUpload, storeDocument } from './uploads.service.ts';
export { assertOwnImages, claimRegistrationImage, type ChosenImage } from './upload-ownership.ts';
export { sweepOrphanUploads } from './orphan-uploads.ts';
export { uploadReferences, type UploadReference } from './upload-references.ts';
export { storedUploadsAs, uploadDocumentsAs } from './upload-documents.ts';
