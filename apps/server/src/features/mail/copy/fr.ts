import type { MailCopy } from './types.ts';

export const fr: MailCopy = {
  locale: 'fr-FR',
  greeting: 'Bonjour {name},',
  someone: "Quelqu'un",
  linkFallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
  footer: "{site} : la place de marché de l'aide à la rédaction universitaire.",
  unsubscribe: 'Ne plus recevoir ces e-mails',
  password_reset: {
    subject: 'Réinitialisez votre mot de passe Inkwell',
    intro:
      'Une réinitialisation du mot de passe de votre compte Inkwell a été ' +
      'demandée. Choisissez un nouveau mot de passe avec le bouton ci-dessous.',
    action: 'Choisir un nouveau mot de passe',
    expiry: 'Le lien fonctionne une seule fois, pendant une heure.',
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
  },
  password_changed: {
    subject: 'Votre mot de passe Inkwell a été modifié',
    intro: 'Le mot de passe de votre compte Inkwell vient d’être modifié, et tous les appareils ont été déconnectés.',
    notYou: "Si ce n'était pas vous, réinitialisez votre mot de passe dès maintenant.",
    action: 'Réinitialiser mon mot de passe',
  },
  email_verification: {
    subject: 'Confirmez votre adresse e-mail',
    intro:
      'Confirmez que cette adresse est bien la vôtre pour qu’Inkwell puisse vous écrire au sujet de vos commandes.',
    action: 'Confirmer mon adresse',
    ignore: "Si vous n'avez pas créé de compte Inkwell, ignorez cet e-mail.",
  },
  email_change_confirm: {
    subject: 'Confirmez votre nouvelle adresse e-mail',
    intro:
      "Ouvrez le lien pour faire de {newEmail} l'adresse de votre compte Inkwell. D'ici là, votre compte garde son " +
      'adresse actuelle.',
    action: 'Utiliser cette adresse',
    expiry: 'Le lien fonctionne pendant 24 heures.',
    ignore: "Si vous n'avez rien demandé, ignorez cet e-mail : rien ne change.",
  },
  email_change_requested: {
    subject: 'Un changement de votre adresse e-mail Inkwell a été demandé',
    intro:
      "Quelqu'un connecté à votre compte Inkwell avec son mot de passe a demandé de remplacer son adresse par " +
      "{newEmail}. Elle ne change qu'une fois ouvert le lien envoyé à cette adresse ; d'ici là, la connexion, la " +
      'réinitialisation du mot de passe et les e-mails restent sur cette adresse-ci.',
    notYou:
      "Si ce n'était pas vous, ouvrez le lien ci-dessous : il arrête le changement (ou l'annule s'il a déjà été " +
      'confirmé) et déconnecte votre compte sur tous les appareils. Choisissez ensuite un nouveau mot de passe.',
    action: 'Annuler le changement et tout déconnecter',
    expiry: 'Le lien fonctionne pendant 7 jours.',
  },
  order_step: {
    subject: '{step} : {gigTitle}',
    amount: 'Montant : {amount}',
    action: 'Ouvrir sur Inkwell',
    steps: {
      bid_placed: { title: 'Nouvelle offre', line: '{actor} a fait une offre sur votre annonce « {gigTitle} ».' },
      offer_received: { title: 'Nouvelle offre', line: '{actor} a fait une offre sur votre devoir « {gigTitle} ».' },
      bid_approved: {
        title: 'Offre acceptée',
        line: '{actor} a accepté votre offre sur « {gigTitle} ». Payez pour lancer la commande.',
      },
      bid_not_selected: {
        title: 'Offre non retenue',
        line: "Votre offre sur « {gigTitle} » n'a pas été retenue : le vendeur en a choisi une autre.",
      },
      bid_declined: { title: 'Offre refusée', line: '{actor} a refusé votre offre sur « {gigTitle} ».' },
      bid_withdrawn: { title: 'Offre retirée', line: '{actor} a retiré son offre sur « {gigTitle} ».' },
      bid_paid: {
        title: 'Paiement reçu',
        line: '{actor} a payé la commande sur « {gigTitle} ». Le travail peut commencer.',
      },
      order_delivered: {
        title: 'Travail livré',
        line: '{actor} a livré le travail pour « {gigTitle} ». Vérifiez-le, puis acceptez-le ou demandez une révision.',
      },
      revision_requested: { title: 'Révision demandée', line: '{actor} a demandé une révision de « {gigTitle} ».' },
      order_completed: { title: 'Commande terminée', line: 'La commande sur « {gigTitle} » est terminée.' },
      cancellation_requested: {
        title: 'Annulation demandée',
        line: "{actor} a demandé l'annulation de la commande sur « {gigTitle} ».",
      },
      cancellation_withdrawn: {
        title: 'Annulation retirée',
        line: "{actor} a retiré sa demande d'annulation de la commande sur « {gigTitle} ».",
      },
      order_cancelled: { title: 'Commande annulée', line: 'La commande sur « {gigTitle} » a été annulée.' },
      order_refunded: { title: 'Commande remboursée', line: 'La commande sur « {gigTitle} » a été remboursée.' },
      order_disputed: {
        title: 'Litige ouvert',
        line: '{actor} a ouvert un litige sur la commande « {gigTitle} ». Un opérateur va l’examiner.',
      },
      dispute_resolved: { title: 'Litige résolu', line: 'Le litige sur la commande « {gigTitle} » a été résolu.' },
      extension_requested: {
        title: 'Délai demandé',
        line: '{actor} a demandé plus de temps pour « {gigTitle} ». Acceptez ou refusez sur la page de la commande.',
      },
      extension_accepted: { title: 'Délai accepté', line: '{actor} a accepté la nouvelle échéance de « {gigTitle} ».' },
      extension_declined: {
        title: 'Délai refusé',
        line: '{actor} a refusé votre demande de délai pour « {gigTitle} ». L’échéance reste la même.',
      },
      review_received: { title: 'Nouvel avis', line: '{actor} a laissé un avis sur « {gigTitle} ».' },
      message_received: {
        title: 'Nouveau message',
        line: '{actor} vous a envoyé un message au sujet de « {gigTitle} ».',
      },
      funds_cleared: {
        title: 'Argent disponible',
        line: 'Vos gains de la commande « {gigTitle} » sont débloqués et peuvent maintenant être retirés.',
      },
      payout_paid: { title: 'Virement effectué', line: 'Votre virement a été versé sur votre compte bancaire.' },
      payout_failed: {
        title: 'Virement refusé',
        line: 'Votre banque a refusé le virement ; le montant est de nouveau disponible. Motif : {reason}',
      },
      payout_account_enabled: {
        title: 'Compte de versement prêt',
        line: 'Votre compte de versement est activé. Vous pouvez maintenant retirer l’argent disponible.',
      },
      chargeback_held: {
        title: 'Paiement par carte contesté',
        line:
          'Un paiement par carte de la commande « {gigTitle} » a été contesté auprès de la banque. Vos gains de ' +
          'cette commande sont retenus jusqu’à la décision d’Inkwell.',
      },
      chargeback_won: {
        title: 'Contestation tranchée en votre faveur',
        line:
          'La contestation du paiement de la commande « {gigTitle} » a été tranchée en votre faveur. Vos gains ' +
          'sont de nouveau en attente et seront débloqués comme prévu.',
      },
      chargeback_lost: {
        title: 'Contestation tranchée pour l’acheteur',
        line:
          'La contestation du paiement de la commande « {gigTitle} » a été tranchée en faveur de l’acheteur. ' +
          'Les gains retenus lui sont rendus.',
      },
    },
    other: { title: 'Nouveauté', line: 'Il y a du nouveau pour « {gigTitle} ».' },
  },
  message_digest: {
    subject: 'Vous avez des messages non lus sur Inkwell',
    intro: 'Pendant votre absence, vous avez reçu des messages :',
    conversation: '{from} : {count} non lu(s). « {preview} »',
    action: 'Lire mes messages',
  },
};
