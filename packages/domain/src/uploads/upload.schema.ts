import { z } from 'zod';
import { line } from '../text.ts';
import { OWN_UPLOAD_PATTERN } from './upload.rules.ts';

export const OwnUploadUrl = line().refine((value) => value === '' || OWN_UPLOAD_PATTERN.test(value), {
  message: 'Images must be uploaded to this site first',
  params: { code: 'not_uploaded' },
});

export const UploadResult = z.object({ url: z.string(), secure_url: z.string() });
export type UploadResult = z.infer<typeof UploadResult>;
