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
    ignore: 'Si no ha creado una cuenta de Inkwell ni ha cambiado su dirección, ignore este correo.',
  },
  email_changed: {
    subject: 'Su dirección de correo de Inkwell ha cambiado',
    intro: 'La dirección de correo de su cuenta de Inkwell ha cambiado a {newEmail}. Los correos se envían ahora allí.',
    notYou: 'Si no ha sido usted, responda a este correo o contacte de inmediato con el equipo de Inkwell.',
  },
  order_step: {
    subject: '{step}: {gigTitle}',
    amount: 'Importe: {amount}',
    action: 'Abrir en Inkwell',
    steps: {
      bid_placed: { title: 'Nueva oferta', line: '{actor} ha hecho una oferta en su anuncio «{gigTitle}».' },
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
      review_received: { title: 'Nueva reseña', line: '{actor} ha dejado una reseña sobre «{gigTitle}».' },
      message_received: { title: 'Nuevo mensaje', line: '{actor} le ha enviado un mensaje sobre «{gigTitle}».' },
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
