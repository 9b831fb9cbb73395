import { CONTACT_MASK_TOKEN } from '@inkwell/domain/integrity/contact-masking';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Contact masking on the screens (decision 037). The server stores and sends a text with each
 * contact detail replaced by CONTACT_MASK_TOKEN; these show the token in the reader's language and
 * say why it is there: to the reader, that paying outside Inkwell loses its protection; to the
 * writer, what was hidden and why.
 */

/** The text with each hidden contact shown as a marked, translated token. */
export function MaskedText({ text }: { text: string }) {
  const { t } = useTranslation();
  if (!text.includes(CONTACT_MASK_TOKEN)) return <>{text}</>;
  const parts = text.split(CONTACT_MASK_TOKEN);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? (
            <span className="rounded bg-amber-100 px-1 text-[0.85em] font-medium text-amber-900">
              [{t('contactMasking.token')}]
            </span>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}

/** A shield, drawn as the shared icons are (decorative). */
function ShieldIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className="mt-0.5 size-3.5 shrink-0"
    >
      <path
        fillRule="evenodd"
        d={
          'M9.66 1.6a.75.75 0 0 1 .68 0l6.25 3.13a.75.75 0 0 1 .41.67c0 5.3-2.9 9.52-6.76 ' +
          '11.5a.75.75 0 0 1-.68 0C5.71 14.92 2.8 10.7 2.8 5.4c0-.28.16-.54.41-.67L9.66 1.6Z'
        }
        clipRule="evenodd"
      />
    </svg>
  );
}

/** Why contact details were hidden: `writer` for the person who wrote the text, else for the reader. */
export function ContactMaskedNotice({ writer, className = '' }: { writer: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <p
      role="note"
      aria-label={t('contactMasking.label')}
      className={`flex items-start gap-1.5 text-xs leading-snug text-amber-900 ${className}`}
    >
      <ShieldIcon />
      <span>{writer ? t('contactMasking.writer') : t('contactMasking.reader')}</span>
    </p>
  );
}
