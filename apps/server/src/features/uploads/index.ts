/** The public face of the uploads feature: its routes, and storing or checking files for the gigs and users features. */
export { readFilePart } from './multipart-file.ts';
export { uploadedFilesRoutes, uploadsRoutes } from './uploads.routes.ts';
export { isUploadedImage, removeUpload, storeDocument } from './uploads.service.ts';
