// What `npm run demo` says, in Spanish, in one place.

/** A refusal the person running `npm run demo` can act on: printed alone, without a stack. */
export class DemoError extends Error {}

export const demoMessages = {
  production:
    'npm run demo no se ejecuta con NODE_ENV=production: los datos de demostración son para probar el producto.',
  serverRunning:
    'El servidor está usando la base de datos embebida de {dir}. Detenlo (Ctrl+C), ejecuta npm run demo y vuelve a iniciarlo.',
  present: 'Ya hay datos de demostración en esta base de datos: no se agregó nada.',
  incomplete:
    'Hay datos de demostración incompletos (una ejecución anterior se interrumpió). Usa una base de datos nueva (otro DATA_DIR u otra DATABASE_URL) y vuelve a ejecutar npm run demo.',
  seeding: 'Creando los datos de demostración…',
  created: 'Listo. Abre {url} e inicia sesión con cualquiera de estas cuentas:',
  accounts: 'Las cuentas de demostración:',
  header: ['Rol', 'Correo', 'Contraseña'],
  tryFirst: 'Qué probar primero:',
} as const;
