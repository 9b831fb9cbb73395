/** Image uploads (POST /api/upload), for the registration form and the profile editor. */
export { uploadImage, useUploadImage } from './api/upload-image.ts';
