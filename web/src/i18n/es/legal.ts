import { POLITICA_VERSION } from '../../../../common/consentimiento';

/** Policy pages linked from the footer and the consent checkboxes (Ley 1581 de 2012). */
export const textosLegal = {
  // the version registration, booking and checkout record with each consent
  version: `Versión ${POLITICA_VERSION} · Vigente desde el 29 de noviembre de 2026`,
  volver: 'Volver al inicio',
  noExiste: 'Esta política no existe.',
  paginas: {
    'tratamiento-de-datos': {
      titulo: 'Política de tratamiento de datos personales',
      secciones: [
        [
          'Responsable',
          'CitaSalud S.A.S., con domicilio en Bogotá, Colombia (contacto@citasalud.co), es responsable del tratamiento de los datos personales que recoge a través de su aplicación, conforme a la Ley 1581 de 2012 y el Decreto 1377 de 2013.',
        ],
        [
          'Datos que tratamos',
          'Nombre, correo electrónico, teléfono, datos de la cita (especialista, fecha, motivo y observaciones) y, en la tienda, la dirección de entrega. Los motivos y observaciones de una cita son datos sensibles relativos a la salud: solo se tratan con su autorización expresa y solo los ve el profesional que usted elige.',
        ],
        [
          'Profesionales del directorio',
          'Del profesional que se registra publicamos su nombre, especialidad, ciudad, dirección, horario, fotos y las opiniones de sus pacientes. Su cédula o NIT y su correo electrónico no se publican nunca: solo los ven él mismo y el personal de CitaSalud. Su celular y su teléfono fijo se muestran en el directorio, y a los pacientes que agendan con él, solo si lo autoriza expresamente con la opción «Publicar mi celular» de su perfil, que está apagada mientras no la active y puede desactivar cuando quiera; guardamos la fecha de esa autorización. Una vez publicado su perfil, los cambios de nombre, apellido, especialidad, cédula o ciudad quedan pendientes hasta que el personal los apruebe, y mientras tanto se sigue mostrando el perfil aprobado.',
        ],
        [
          'Finalidades',
          'Agendar y gestionar sus citas, enviarle confirmaciones y recordatorios, ofrecerle por correo (y por WhatsApp si lo acepta) las franjas que se liberen si entra en una lista de espera, publicar las opiniones que usted escribe (solo con su nombre), procesar y entregar sus pedidos, y atender sus peticiones. No vendemos sus datos.',
        ],
        [
          'Sus derechos',
          'Conocer, actualizar, rectificar y suprimir sus datos; solicitar prueba de la autorización; ser informado del uso que se da a sus datos; revocar la autorización y presentar quejas ante la Superintendencia de Industria y Comercio.',
        ],
        [
          'Cómo ejercerlos',
          'Escriba a contacto@citasalud.co con el asunto «Protección de datos». Respondemos consultas en máximo diez (10) días hábiles y reclamos en máximo quince (15) días hábiles.',
        ],
        [
          'Descargar y borrar sus datos',
          'Sin escribirnos: en «Mis citas», con el enlace que le enviamos a su correo, puede descargar todo lo que guardamos con ese correo (citas, opiniones, listas de espera y mensajes) y borrarlo. Al borrarlo cancelamos sus citas próximas (avisamos al profesional) y anonimizamos sus citas pasadas y sus opiniones. En la consulta de un pedido, con su factura y su correo, puede descargar los datos de ese pedido y borrarlos: si no se pagó, se borra todo; si se pagó, borramos su correo, teléfono y dirección una vez entregado, y conservamos el registro de la venta (nombre, documento, ciudad, productos, valores y pago) los diez años que exige la ley. Un correo confirma cada borrado.',
        ],
      ],
    },
    'uso-de-datos': {
      titulo: 'Uso de datos personales',
      secciones: [
        [
          'Qué hacemos con sus datos',
          'Usamos sus datos únicamente para las finalidades autorizadas: la cita con el especialista que usted elige, la compra que usted realiza y la comunicación relacionada con ellas.',
        ],
        [
          'Conservación',
          'Conservamos los datos mientras sean necesarios para esas finalidades y para cumplir obligaciones legales. Anonimizar es dejar el registro sin nada que lo identifique (nombre, correo, teléfono, dirección y textos suyos se borran). Las citas se anonimizan automáticamente dos años después de su fecha (quedan la fecha, el horario, el motivo y el estado para la agenda y las estadísticas del profesional); el correo de quien escribió una opinión se borra dos años después de escrita. Los pedidos se conservan diez años desde su fecha, como exige la ley comercial (Código de Comercio, art. 60; Ley 962 de 2005, art. 28), y después se anonimizan. Las copias de los mensajes que le enviamos se borran 30 días después de enviadas, y su lugar en una lista de espera (con las franjas que le ofrecimos), 30 días después del último día que pidió. Si un profesional se registra y no confirma su correo en 7 días, borramos el registro y sus autorizaciones.',
        ],
        [
          'Seguridad',
          'Las contraseñas se guardan cifradas con una función de derivación de claves; las comunicaciones viajan cifradas y el acceso a las citas está restringido al profesional correspondiente.',
        ],
      ],
    },
    terceros: {
      titulo: 'Uso de datos por terceros',
      secciones: [
        [
          'Encargados',
          'Compartimos con terceros solo lo indispensable: el proveedor de pagos (Wompi) recibe los datos necesarios para procesar su pago y el proveedor de correo recibe su dirección para enviarle confirmaciones.',
        ],
        [
          'Profesionales',
          'El especialista con el que agenda ve su nombre, teléfono, correo, motivo y observaciones de la cita. No comparte esos datos con otros profesionales.',
        ],
      ],
    },
    terminos: {
      titulo: 'Términos y condiciones',
      secciones: [
        [
          'Servicio',
          'CitaSalud conecta pacientes con profesionales de la salud independientes. La atención médica es responsabilidad del profesional.',
        ],
        [
          'Opiniones',
          'Las opiniones deben ser respetuosas y basadas en experiencias reales. Las marcamos como verificadas cuando el correo coincide con una cita atendida.',
        ],
        [
          'Compras',
          'Los precios están en pesos colombianos e incluyen los descuentos vigentes. El pedido queda confirmado cuando el proveedor de pagos aprueba la transacción.',
        ],
      ],
    },
    menores: {
      titulo: 'Protección de menores',
      secciones: [
        [
          'Citas para menores',
          'Las citas de niños, niñas y adolescentes deben agendarlas sus padres o representantes legales, quienes autorizan el tratamiento de sus datos, respetando su interés superior (artículo 7 de la Ley 1581 de 2012).',
        ],
      ],
    },
    pqrs: {
      titulo: 'Peticiones, quejas, reclamos y sugerencias (PQRS)',
      secciones: [
        [
          'Canales',
          'Escriba a contacto@citasalud.co o llame al +57 601 555 0100, de lunes a viernes de 8:00 a. m. a 5:00 p. m.',
        ],
        [
          'Tiempos de respuesta',
          'Respondemos peticiones en máximo quince (15) días hábiles, según la Ley 1755 de 2015.',
        ],
      ],
    },
    rnt: {
      titulo: 'Registro Nacional de Turismo (RNT)',
      secciones: [
        [
          'Información',
          'CitaSalud no presta servicios turísticos, por lo que no requiere inscripción en el Registro Nacional de Turismo.',
        ],
      ],
    },
  },
} as const;

export type PolicySlug = keyof typeof textosLegal.paginas;
