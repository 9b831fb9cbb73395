/** Image uploads (POST /api/upload), for the registration form, the gig form and the profile editor. */
export { uploadImage, useUploadImage } from './api/upload-image.ts';
