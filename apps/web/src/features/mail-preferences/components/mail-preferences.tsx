import { MAIL_TOPICS, type MailTopic } from '@inkwell/domain/mail/mail.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { problemText } from '../../../lib/problem-text.ts';
import { useMailPreferences } from '../api/get-mail-preferences.ts';
import { useUpdateMailPreference } from '../api/update-mail-preferences.ts';
import { TopicSwitch, type SaveState } from './topic-switch.tsx';

/**
 * The settings section of mail notifications: one switch per topic with what it sends,
 * saved as soon as it changes, with a visible saving/saved/failed state; a failed save puts the
 * switch back as it was. Account mail (password, address) has no switch: it always goes.
 */
export function MailPreferences({ viewerId }: { viewerId: string }) {
  const { t } = useTranslation(['mailPrefs', 'errors']);
  const preferences = useMailPreferences(viewerId);
  const update = useUpdateMailPreference(viewerId);
  const [saves, setSaves] = useState<Partial<Record<MailTopic, SaveState>>>({});
  const setSave = (topic: MailTopic, save: SaveState) => setSaves((current) => ({ ...current, [topic]: save }));

  const change = (topic: MailTopic, on: boolean) => {
    setSave(topic, { state: 'saving' });
    update.mutateAsync({ topic, on }).then(
      () => setSave(topic, { state: 'saved' }),
      (error: unknown) =>
        setSave(topic, { state: 'failed', message: problemText(t, error, t('mailPrefs:status.failed')) }),
    );
  };

  return (
    <section
      aria-labelledby="mail-preferences-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="mail-preferences-title" className="text-lg font-semibold text-slate-900">
        {t('mailPrefs:section.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('mailPrefs:section.intro')}</p>
      {preferences.isPending ? (
        <p className="mt-4 text-sm text-slate-600" role="status">
          {t('mailPrefs:section.loading')}
        </p>
      ) : preferences.isError ? (
        <div className="mt-4 flex flex-wrap items-center gap-3" role="alert">
          <p className="text-sm text-red-700">{problemText(t, preferences.error, t('mailPrefs:section.loadFailed'))}</p>
          <button type="button" className={buttonClasses('secondary', 'sm')} onClick={() => void preferences.refetch()}>
            {t('mailPrefs:section.retry')}
          </button>
        </div>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200">
          {MAIL_TOPICS.map((topic) => (
            <TopicSwitch
              key={topic}
              topic={topic}
              on={preferences.data.topics[topic]}
              save={saves[topic]}
              onChange={(on) => change(topic, on)}
            />
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-slate-600">{t('mailPrefs:section.accountMail')}</p>
    </section>
  );
}
