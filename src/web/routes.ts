import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    route('servicios', 'routes/servicios.tsx'),
    route('como-funciona', 'routes/como-funciona.tsx'),
    route('para-proveedores', 'routes/para-proveedores.tsx'),
    route('reservar', 'routes/reservar.tsx'),
    route('preguntas-frecuentes', 'routes/preguntas-frecuentes.tsx'),
    route('privacidad', 'routes/privacidad.tsx'),
    route('terminos', 'routes/terminos.tsx'),
    route('contacto', 'routes/contacto.tsx'),
    route('sobre-nosotros', 'routes/sobre-nosotros.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('blog/:slug', 'routes/blog-article.tsx'),
    layout('routes/guest-layout.tsx', [
      route('login', 'routes/login.tsx'),
      route('registro', 'routes/registro.tsx'),
      route('reset-password', 'routes/reset-password.tsx'),
    ]),
    route('proveedor', 'routes/proveedor/layout.tsx', [
      index('routes/proveedor/resumen.tsx'),
      route('suscripcion', 'routes/proveedor/suscripcion.tsx'),
      route('area', 'routes/proveedor/area.tsx'),
      route('solicitudes', 'routes/proveedor/solicitudes.tsx'),
      route('calendario', 'routes/proveedor/calendario.tsx'),
      route('servicios', 'routes/proveedor/servicios.tsx'),
      route('ganancias', 'routes/proveedor/ganancias.tsx'),
      route('resenas', 'routes/proveedor/resenas.tsx'),
      route('disponibilidad', 'routes/proveedor/disponibilidad.tsx'),
      route('perfil', 'routes/proveedor/perfil.tsx'),
      route('configuracion', 'routes/proveedor/configuracion.tsx'),
      route('*', 'routes/proveedor/not-found.tsx'),
    ]),
    route('cliente', 'routes/cliente/layout.tsx', [
      index('routes/cliente/resumen.tsx'),
      route('seguridad', 'routes/cliente/seguridad.tsx'),
      route('*', 'routes/cliente/not-found.tsx'),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
