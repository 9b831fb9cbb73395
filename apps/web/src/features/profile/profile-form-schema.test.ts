import { expect, test } from 'vitest';
import {
  EMPTY_CERTIFICATION,
  EMPTY_EDUCATION,
  profileFormDefaults,
  profileFormResolver,
} from './profile-form-schema.ts';
import { buildProfile } from '../../test/fixtures/profiles.ts';

const values = () => ({
  ...profileFormDefaults(buildProfile()),
  social: { linkedin: '', twitter: '', github: '', website: '' },
});

const resolve = (form: ReturnType<typeof values>) =>
  profileFormResolver(form, undefined, { fields: {}, shouldUseNativeValidation: false });

test('blank rows are dropped and blank lines removed before saving', async () => {
  const form = values();
  form.education = [
    { ...EMPTY_EDUCATION },
    { ...EMPTY_EDUCATION, institution: 'Leiden University' },
    { ...EMPTY_EDUCATION, grade: '  ' },
  ];
  form.certifications = [{ ...EMPTY_CERTIFICATION }];
  form.experience = 'Tutor\n\n  \nEditor\n';
  const result = await resolve(form);
  expect(result.errors).toEqual({});
  expect(result.values).toMatchObject({
    education: [{ institution: 'Leiden University', qualification: '', grade: '', start: '', end: '' }],
    certifications: [],
    experience: ['Tutor', 'Editor'],
  });
});

test('a problem in a row is reported on that row, even after blank rows above it', async () => {
  const form = values();
  form.education = [{ ...EMPTY_EDUCATION }, { ...EMPTY_EDUCATION, qualification: 'MSc' }];
  form.certifications = [
    { ...EMPTY_CERTIFICATION },
    { ...EMPTY_CERTIFICATION },
    { ...EMPTY_CERTIFICATION, title: 'TOLES', url: 'toles.example.org' },
  ];
  const { errors } = (await resolve(form)) as { errors: Record<string, unknown[]> };
  expect(Object.keys(errors.education ?? [])).toEqual(['1']);
  expect(errors.education?.[1]).toMatchObject({ institution: { type: 'required' } });
  expect(Object.keys(errors.certifications ?? [])).toEqual(['2']);
  expect(errors.certifications?.[2]).toHaveProperty('url');
});
