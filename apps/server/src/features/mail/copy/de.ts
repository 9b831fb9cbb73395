import type { MailCopy } from './types.ts';

export const de: MailCopy = {
  locale: 'de-DE',
  greeting: 'Hallo {name},',
  someone: 'Jemand',
  linkFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
  footer: '{site}: der Marktplatz für Hilfe beim akademischen Schreiben.',
  unsubscribe: 'Diese E-Mails nicht mehr erhalten',
  password_reset: {
    subject: 'Setzen Sie Ihr Inkwell-Passwort zurück',
    intro:
      'Für Ihr Inkwell-Konto wurde das Zurücksetzen des Passworts ' +
      'angefordert. Wählen Sie mit der Schaltfläche unten ein neues Passwort.',
    action: 'Neues Passwort wählen',
    expiry: 'Der Link funktioniert einmal und eine Stunde lang.',
    ignore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
  password_changed: {
    subject: 'Ihr Inkwell-Passwort wurde geändert',
    intro: 'Das Passwort Ihres Inkwell-Kontos wurde soeben geändert, und alle Geräte wurden abgemeldet.',
    notYou: 'Wenn Sie das nicht waren, setzen Sie Ihr Passwort jetzt zurück.',
    action: 'Mein Passwort zurücksetzen',
  },
  email_verification: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    intro: 'Bestätigen Sie, dass diese Adresse Ihnen gehört, damit Inkwell Sie zu Ihren Aufträgen erreichen kann.',
    action: 'Meine Adresse bestätigen',
    ignore: 'Wenn Sie kein Inkwell-Konto angelegt haben, ignorieren Sie diese E-Mail.',
  },
  email_change_confirm: {
    subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
    intro:
      'Öffnen Sie den Link, um {newEmail} zur Adresse Ihres Inkwell-Kontos zu machen. Bis dahin behält Ihr Konto ' +
      'seine bisherige Adresse.',
    action: 'Diese Adresse verwenden',
    expiry: 'Der Link gilt 24 Stunden.',
    ignore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.',
  },
  email_change_requested: {
    subject: 'Eine Änderung Ihrer Inkwell-E-Mail-Adresse wurde angefordert',
    intro:
      'Jemand, der mit dem Passwort in Ihrem Inkwell-Konto angemeldet ist, hat verlangt, die Adresse in {newEmail} ' +
      'zu ändern. Sie ändert sich erst, wenn der an diese Adresse gesendete Link geöffnet wird; bis dahin bleiben ' +
      'Anmeldung, Passwort-Zurücksetzung und E-Mails bei dieser Adresse.',
    notYou:
      'Wenn Sie das nicht waren, öffnen Sie den Link unten: Er stoppt die Änderung (oder macht sie rückgängig, falls ' +
      'sie schon bestätigt wurde) und meldet Ihr Konto auf allen Geräten ab. Wählen Sie danach ein neues Passwort.',
    action: 'Änderung abbrechen und überall abmelden',
    expiry: 'Der Link gilt 7 Tage.',
  },
  order_step: {
    subject: '{step}: {gigTitle}',
    amount: 'Betrag: {amount}',
    action: 'Auf Inkwell öffnen',
    steps: {
      bid_placed: { title: 'Neues Angebot', line: '{actor} hat ein Angebot für Ihren Auftrag „{gigTitle}“ abgegeben.' },
      offer_received: {
        title: 'Neues Angebot',
        line: '{actor} hat ein Angebot für Ihre Aufgabe „{gigTitle}“ abgegeben.',
      },
      bid_approved: {
        title: 'Angebot angenommen',
        line: '{actor} hat Ihr Angebot für „{gigTitle}“ angenommen. Bezahlen Sie, um den Auftrag zu starten.',
      },
      bid_not_selected: {
        title: 'Angebot nicht ausgewählt',
        line: 'Ihr Angebot für „{gigTitle}“ wurde nicht ausgewählt: Es wurde ein anderes gewählt.',
      },
      bid_declined: { title: 'Angebot abgelehnt', line: '{actor} hat Ihr Angebot für „{gigTitle}“ abgelehnt.' },
      bid_withdrawn: {
        title: 'Angebot zurückgezogen',
        line: '{actor} hat das Angebot für „{gigTitle}“ zurückgezogen.',
      },
      bid_paid: {
        title: 'Zahlung erhalten',
        line: '{actor} hat den Auftrag „{gigTitle}“ bezahlt. Die Arbeit kann beginnen.',
      },
      order_delivered: {
        title: 'Arbeit geliefert',
        line:
          '{actor} hat die Arbeit für „{gigTitle}“ geliefert. Prüfen Sie ' +
          'sie und nehmen Sie sie an oder bitten Sie um eine Überarbeitung.',
      },
      revision_requested: {
        title: 'Überarbeitung angefordert',
        line: '{actor} hat eine Überarbeitung von „{gigTitle}“ angefordert.',
      },
      order_completed: { title: 'Auftrag abgeschlossen', line: 'Der Auftrag „{gigTitle}“ ist abgeschlossen.' },
      cancellation_requested: {
        title: 'Stornierung beantragt',
        line: '{actor} möchte den Auftrag „{gigTitle}“ stornieren.',
      },
      cancellation_withdrawn: {
        title: 'Stornierung zurückgezogen',
        line: '{actor} hat die Stornierungsanfrage für „{gigTitle}“ zurückgezogen.',
      },
      order_cancelled: { title: 'Auftrag storniert', line: 'Der Auftrag „{gigTitle}“ wurde storniert.' },
      order_refunded: { title: 'Auftrag erstattet', line: 'Der Auftrag „{gigTitle}“ wurde erstattet.' },
      order_disputed: {
        title: 'Streitfall eröffnet',
        line: '{actor} hat einen Streitfall zum Auftrag „{gigTitle}“ eröffnet. Ein Betreiber prüft ihn.',
      },
      dispute_resolved: {
        title: 'Streitfall entschieden',
        line: 'Der Streitfall zum Auftrag „{gigTitle}“ wurde entschieden.',
      },
      extension_requested: {
        title: 'Mehr Zeit erbeten',
        line:
          '{actor} bittet um mehr Zeit für „{gigTitle}“. ' +
          'Nehmen Sie die Bitte auf der Auftragsseite an oder lehnen Sie sie ab.',
      },
      extension_accepted: {
        title: 'Mehr Zeit gewährt',
        line: '{actor} hat dem neuen Termin für „{gigTitle}“ zugestimmt.',
      },
      extension_declined: {
        title: 'Mehr Zeit abgelehnt',
        line: '{actor} hat Ihre Bitte um mehr Zeit für „{gigTitle}“ abgelehnt. Der Termin bleibt.',
      },
      review_received: { title: 'Neue Bewertung', line: '{actor} hat eine Bewertung zu „{gigTitle}“ abgegeben.' },
      message_received: {
        title: 'Neue Nachricht',
        line: '{actor} hat Ihnen eine Nachricht zu „{gigTitle}“ geschickt.',
      },
      funds_cleared: {
        title: 'Geld verfügbar',
        line: 'Ihre Einnahmen aus dem Auftrag „{gigTitle}“ sind freigegeben und können jetzt ausgezahlt werden.',
      },
      payout_paid: { title: 'Auszahlung erfolgt', line: 'Ihre Auszahlung wurde auf Ihr Bankkonto überwiesen.' },
      payout_failed: {
        title: 'Auszahlung fehlgeschlagen',
        line: 'Ihre Bank hat die Auszahlung abgelehnt; der Betrag ist wieder verfügbar. Grund: {reason}',
      },
      payout_account_enabled: {
        title: 'Auszahlungskonto bereit',
        line: 'Ihr Auszahlungskonto ist aktiviert. Sie können jetzt Ihr verfügbares Geld auszahlen lassen.',
      },
      chargeback_held: {
        title: 'Kartenzahlung angefochten',
        line:
          'Eine Kartenzahlung für den Auftrag „{gigTitle}“ wurde bei der Bank angefochten. Ihre Einnahmen daraus ' +
          'werden zurückgehalten, bis Inkwell entscheidet.',
      },
      chargeback_won: {
        title: 'Anfechtung zu Ihren Gunsten entschieden',
        line:
          'Die Anfechtung der Kartenzahlung für den Auftrag „{gigTitle}“ wurde zu Ihren Gunsten entschieden. Ihre ' +
          'Einnahmen daraus sind wieder ausstehend und werden wie üblich freigegeben.',
      },
      chargeback_lost: {
        title: 'Anfechtung für den Käufer entschieden',
        line:
          'Die Anfechtung der Kartenzahlung für den Auftrag „{gigTitle}“ wurde für den Käufer entschieden. Die ' +
          'zurückgehaltenen Einnahmen gehen an ihn zurück.',
      },
    },
    other: { title: 'Neuigkeit', line: 'Es gibt Neues zu „{gigTitle}“.' },
  },
  message_digest: {
    subject: 'Sie haben ungelesene Nachrichten auf Inkwell',
    intro: 'Während Ihrer Abwesenheit haben Sie Nachrichten erhalten:',
    conversation: '{from}: {count} ungelesen. „{preview}“',
    action: 'Meine Nachrichten lesen',
  },
};
