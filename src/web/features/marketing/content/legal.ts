export const privacySeo = {
  title: 'Aviso de Privacidad',
  description:
    'Aviso de Privacidad de LimpiaHogar: qué datos personales tratamos, para qué, con quién los compartimos y cómo ejercer tus derechos ARCO.',
  path: '/privacidad',
};

export const termsSeo = {
  title: 'Términos y Condiciones',
  description:
    'Términos y Condiciones de LimpiaHogar: cuentas y roles, planes para proveedores, política de cancelación, conducta, responsabilidad y ley aplicable.',
  path: '/terminos',
};
