import type { MailCopy } from './types.ts';

export const es: MailCopy = {
  locale: 'es-ES',
  greeting: 'Hola, {name}:',
  someone: 'Alguien',
  linkFallback: 'Si el botón no funciona, copie esta dirección en su navegador:',
  footer: '{site}: el mercado de ayuda con la escritura académica.',
  unsubscribe: 'Dejar de recibir estos correos',
  password_reset: {
    subject: 'Restablezca su contraseña de Inkwell',
    intro:
      'Se ha pedido restablecer la contraseña de su cuenta de ' +
      'Inkwell. Elija una contraseña nueva con el botón de abajo.',
    action: 'Elegir una contraseña nueva',
    expiry: 'El enlace funciona una sola vez, durante una hora.',
    ignore: 'Si no lo ha pedido usted, ignore este correo: su contraseña no cambia.',
  },
  password_changed: {
    subject: 'Su contraseña de Inkwell ha cambiado',
    intro:
      'La contraseña de su cuenta de Inkwell acaba de cambiar y se ha cerrado la sesión en todos los dispositivos.',
    notYou: 'Si no ha sido usted, restablezca su contraseña ahora.',
    action: 'Restablecer mi contraseña',
  },
  email_verification: {
    subject: 'Confirme su dirección de correo',
    intro: 'Confirme que esta dirección es suya para que Inkwell pueda escribirle sobre sus pedidos.',
    action: 'Confirmar mi dirección',
    ignore: 'Si no ha creado una cuenta de Inkwell, ignore este correo.',
  },
  email_change_confirm: {
    subject: 'Confirme su nueva dirección de correo',
    intro:
      'Abra el enlace para que {newEmail} sea la dirección de su cuenta de Inkwell. Hasta entonces, su cuenta ' +
      'conserva su dirección actual.',
    action: 'Usar esta dirección',
    expiry: 'El enlace funciona durante 24 horas.',
    ignore: 'Si no lo ha pedido usted, ignore este correo: no cambia nada.',
  },
  email_change_requested: {
    subject: 'Se ha pedido cambiar su dirección de correo de Inkwell',
    intro:
      'Alguien que inició sesión en su cuenta de Inkwell con su contraseña pidió cambiar su dirección a {newEmail}. ' +
      'Solo cambia cuando se abre el enlace enviado a esa dirección; hasta entonces, el inicio de sesión, el ' +
      'restablecimiento de la contraseña y los correos siguen con esta dirección.',
    notYou:
      'Si no ha sido usted, abra el enlace de abajo: detiene el cambio (o lo deshace si ya se confirmó) y cierra la ' +
      'sesión de su cuenta en todos los dispositivos. Después elija una contraseña nueva.',
    action: 'Cancelar el cambio y cerrar todas las sesiones',
    expiry: 'El enlace funciona durante 7 días.',
  },
  order_step: {
    subject: '{step}: {gigTitle}',
    amount: 'Importe: {amount}',
    action: 'Abrir en Inkwell',
    steps: {
      bid_placed: { title: 'Nueva oferta', line: '{actor} ha hecho una oferta en su anuncio «{gigTitle}».' },
      offer_received: { title: 'Nueva oferta', line: '{actor} ha hecho una oferta en su tarea «{gigTitle}».' },
      bid_approved: {
        title: 'Oferta aprobada',
        line: '{actor} ha aprobado su oferta en «{gigTitle}». Pague para empezar el pedido.',
      },
      bid_not_selected: {
        title: 'Oferta no seleccionada',
        line: 'Su oferta en «{gigTitle}» no ha sido seleccionada: se eligió otra.',
      },
      bid_declined: { title: 'Oferta rechazada', line: '{actor} ha rechazado su oferta en «{gigTitle}».' },
      bid_withdrawn: { title: 'Oferta retirada', line: '{actor} ha retirado su oferta en «{gigTitle}».' },
      bid_paid: {
        title: 'Pago recibido',
        line: '{actor} ha pagado el pedido de «{gigTitle}». El trabajo puede empezar.',
      },
      order_delivered: {
        title: 'Trabajo entregado',
        line: '{actor} ha entregado el trabajo de «{gigTitle}». Revíselo y acéptelo o pida una revisión.',
      },
      revision_requested: { title: 'Revisión solicitada', line: '{actor} ha pedido una revisión de «{gigTitle}».' },
      order_completed: { title: 'Pedido completado', line: 'El pedido de «{gigTitle}» se ha completado.' },
      cancellation_requested: {
        title: 'Cancelación solicitada',
        line: '{actor} ha pedido cancelar el pedido de «{gigTitle}».',
      },
      cancellation_withdrawn: {
        title: 'Cancelación retirada',
        line: '{actor} ha retirado la solicitud de cancelar el pedido de «{gigTitle}».',
      },
      order_cancelled: { title: 'Pedido cancelado', line: 'El pedido de «{gigTitle}» se ha cancelado.' },
      order_refunded: { title: 'Pedido reembolsado', line: 'El pedido de «{gigTitle}» se ha reembolsado.' },
      order_disputed: {
        title: 'Disputa abierta',
        line: '{actor} ha abierto una disputa sobre el pedido de «{gigTitle}». Un operador la revisará.',
      },
      dispute_resolved: {
        title: 'Disputa resuelta',
        line: 'La disputa sobre el pedido de «{gigTitle}» se ha resuelto.',
      },
      extension_requested: {
        title: 'Más tiempo solicitado',
        line: '{actor} ha pedido más tiempo para «{gigTitle}». Acéptelo o rechácelo en la página del pedido.',
      },
      extension_accepted: {
        title: 'Más tiempo aceptado',
        line: '{actor} ha aceptado el nuevo vencimiento de «{gigTitle}».',
      },
      extension_declined: {
        title: 'Más tiempo rechazado',
        line: '{actor} ha rechazado su solicitud de más tiempo para «{gigTitle}». El vencimiento no cambia.',
      },
      review_received: { title: 'Nueva reseña', line: '{actor} ha dejado una reseña sobre «{gigTitle}».' },
      message_received: { title: 'Nuevo mensaje', line: '{actor} le ha enviado un mensaje sobre «{gigTitle}».' },
      funds_cleared: {
        title: 'Dinero disponible',
        line: 'Sus ganancias del pedido de «{gigTitle}» se han liberado y ya puede retirarlas.',
      },
      payout_paid: { title: 'Pago enviado', line: 'Su pago se ha abonado en su cuenta bancaria.' },
      payout_failed: {
        title: 'Pago rechazado',
        line: 'Su banco ha rechazado el pago y el importe vuelve a estar disponible. Motivo: {reason}',
      },
      payout_account_enabled: {
        title: 'Cuenta de cobro lista',
        line: 'Su cuenta de cobro está activada. Ya puede retirar el dinero disponible.',
      },
      chargeback_held: {
        title: 'Pago con tarjeta impugnado',
        line:
          'Un pago con tarjeta del pedido de «{gigTitle}» se ha impugnado ante el banco. Sus ganancias de ese pedido ' +
          'quedan retenidas hasta que Inkwell decida.',
      },
      chargeback_won: {
        title: 'Impugnación resuelta a su favor',
        line:
          'La impugnación del pago del pedido de «{gigTitle}» se ha resuelto a su favor. Sus ganancias vuelven ' +
          'a estar pendientes y se liberarán como de costumbre.',
      },
      chargeback_lost: {
        title: 'Impugnación resuelta a favor del comprador',
        line:
          'La impugnación del pago del pedido de «{gigTitle}» se ha resuelto a favor del comprador. Las ganancias ' +
          'retenidas se le devuelven.',
      },
    },
    other: { title: 'Novedad', line: 'Hay novedades sobre «{gigTitle}».' },
  },
  message_digest: {
    subject: 'Tiene mensajes sin leer en Inkwell',
    intro: 'Mientras estaba fuera, ha recibido mensajes:',
    conversation: '{from}: {count} sin leer. «{preview}»',
    action: 'Leer mis mensajes',
  },
};
