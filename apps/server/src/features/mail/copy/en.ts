import type { MailCopy } from './types.ts';

export const en: MailCopy = {
  locale: 'en-GB',
  greeting: 'Hello {name},',
  someone: 'Someone',
  linkFallback: 'If the button does not work, copy this address into your browser:',
  footer: '{site}: the marketplace for academic writing help.',
  unsubscribe: 'Stop receiving these emails',
  password_reset: {
    subject: 'Reset your Inkwell password',
    intro: 'Someone asked to reset the password of your Inkwell account. Choose a new password with the button below.',
    action: 'Choose a new password',
    expiry: 'The link works once, for one hour.',
    ignore: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },
  password_changed: {
    subject: 'Your Inkwell password was changed',
    intro: 'The password of your Inkwell account was just changed, and every device was signed out.',
    notYou: 'If this was not you, reset your password now.',
    action: 'Reset my password',
  },
  email_verification: {
    subject: 'Confirm your email address',
    intro: 'Confirm that this address is yours so that Inkwell can reach you about your orders.',
    action: 'Confirm my address',
    ignore: 'If you did not create an Inkwell account, ignore this email.',
  },
  email_change_confirm: {
    subject: 'Confirm your new email address',
    intro:
      'Open the link to make {newEmail} the address of your Inkwell account. Until you do, your account keeps its ' +
      'current address.',
    action: 'Use this address',
    expiry: 'The link works for 24 hours.',
    ignore: 'If you did not ask for this, ignore this email: nothing changes.',
  },
  email_change_requested: {
    subject: 'A change of your Inkwell email address was asked',
    intro:
      'Someone signed in to your Inkwell account with its password asked to change its address to {newEmail}. It ' +
      'changes only once the link mailed to that address is opened; until then, signing in, password resets and mail ' +
      'stay with this address.',
    notYou:
      'If this was not you, open the link below: it stops the change (or undoes it if it was already confirmed) and ' +
      'signs your account out on every device. Then choose a new password.',
    action: 'Cancel the change and sign out everywhere',
    expiry: 'The link works for 7 days.',
  },
  order_step: {
    subject: '{step}: {gigTitle}',
    amount: 'Amount: {amount}',
    action: 'Open on Inkwell',
    steps: {
      bid_placed: { title: 'New bid', line: '{actor} placed a bid on your gig "{gigTitle}".' },
      offer_received: { title: 'New offer', line: '{actor} made an offer on your assignment "{gigTitle}".' },
      bid_approved: {
        title: 'Bid approved',
        line: '{actor} approved your bid on "{gigTitle}". Pay to start the order.',
      },
      bid_not_selected: {
        title: 'Bid not selected',
        line: 'Your bid on "{gigTitle}" was not selected: the seller chose another one.',
      },
      bid_declined: { title: 'Bid declined', line: '{actor} declined your bid on "{gigTitle}".' },
      bid_withdrawn: { title: 'Bid withdrawn', line: '{actor} withdrew their bid on "{gigTitle}".' },
      bid_paid: { title: 'Payment received', line: '{actor} paid for the order on "{gigTitle}". The work can start.' },
      order_delivered: {
        title: 'Work delivered',
        line: '{actor} delivered the work for "{gigTitle}". Check it and accept it or ask for a revision.',
      },
      revision_requested: { title: 'Revision requested', line: '{actor} asked for a revision of "{gigTitle}".' },
      order_completed: { title: 'Order completed', line: 'The order on "{gigTitle}" is completed.' },
      cancellation_requested: {
        title: 'Cancellation requested',
        line: '{actor} asked to cancel the order on "{gigTitle}".',
      },
      cancellation_withdrawn: {
        title: 'Cancellation withdrawn',
        line: '{actor} withdrew the request to cancel the order on "{gigTitle}".',
      },
      order_cancelled: { title: 'Order cancelled', line: 'The order on "{gigTitle}" was cancelled.' },
      order_refunded: { title: 'Order refunded', line: 'The order on "{gigTitle}" was refunded.' },
      order_disputed: {
        title: 'Dispute opened',
        line: '{actor} opened a dispute about the order on "{gigTitle}". An operator will look at it.',
      },
      dispute_resolved: {
        title: 'Dispute resolved',
        line: 'The dispute about the order on "{gigTitle}" was resolved.',
      },
      extension_requested: {
        title: 'More time asked for',
        line: '{actor} asked for more time for "{gigTitle}". Accept or decline it on the order page.',
      },
      extension_accepted: { title: 'More time agreed', line: '{actor} agreed to the new due time for "{gigTitle}".' },
      extension_declined: {
        title: 'More time declined',
        line: '{actor} declined your request for more time for "{gigTitle}". The due time stays.',
      },
      review_received: { title: 'New review', line: '{actor} left a review about "{gigTitle}".' },
      message_received: { title: 'New message', line: '{actor} sent you a message about "{gigTitle}".' },
      funds_cleared: {
        title: 'Money available',
        line: 'Your earnings from the order on "{gigTitle}" have cleared and are now available to withdraw.',
      },
      payout_paid: { title: 'Payout paid', line: 'Your payout was paid to your bank account.' },
      payout_failed: {
        title: 'Payout failed',
        line: 'Your bank refused the payout, and the amount is available again. The reason given: {reason}',
      },
      payout_account_enabled: {
        title: 'Payout account ready',
        line: 'Your payout account is enabled. You can now withdraw the money available to you.',
      },
      chargeback_held: {
        title: 'Card payment disputed',
        line:
          'A card payment for the order on "{gigTitle}" was disputed with the bank. Your earnings from it are held ' +
          'until Inkwell decides.',
      },
      chargeback_won: {
        title: 'Card dispute decided for you',
        line:
          'The card dispute about the order on "{gigTitle}" was decided for you. Your earnings from it are pending ' +
          'again and clear as usual.',
      },
      chargeback_lost: {
        title: 'Card dispute decided for the buyer',
        line:
          'The card dispute about the order on "{gigTitle}" was decided for the buyer. The earnings held go back ' +
          'to them.',
      },
    },
    other: { title: 'Update', line: 'There is news about "{gigTitle}".' },
  },
  message_digest: {
    subject: 'You have unread messages on Inkwell',
    intro: 'While you were away, you received messages:',
    conversation: '{from}: {count} unread. "{preview}"',
    action: 'Read my messages',
  },
};
