import type { Translation } from '../types';
import type { app as en } from '../en/app';

export const app: Translation<typeof en> = {
  productName: 'Liftmates',
  tagline: '¡Entrenar es más divertido en compañía!',
  description: 'Crea, comparte y descubre entrenamientos',
  pageTitle: '{{title}} | Liftmates',

  landing: {
    signIn: 'Iniciar sesión',
    register: 'Crear una cuenta',
    explore: 'Explorar el Flexicón',
    openApp: 'Abrir la app',
    features: [
      { title: 'Registra cada levantamiento', text: 'Empieza un entrenamiento, anota cada serie y guarda tu historial en un solo diario.' },
      { title: 'Entrena con tus colegas', text: 'Sigue a tus compañeros de entrenamiento y anímales con lo que han entrenado hoy.' },
      { title: 'Aprende los movimientos', text: 'El Flexicón explica cada ejercicio: los músculos que trabaja y el equipo que necesita.' },
    ],
  },

  sidebar: {
    logbook: 'Diario',
    homies: 'Colegas',
    buddies: 'Compañeros',
    buddyRequests_one: '{{shown}} solicitud de compañero pendiente',
    buddyRequests_many: '{{shown}} solicitudes de compañero pendientes',
    buddyRequests_other: '{{shown}} solicitudes de compañero pendientes',
    flexicon: 'El Flexicón',
    creatorSection: 'Creador',
    creatorDash: 'Panel de creador',
    myWorkouts: 'Mis entrenamientos',
    myPrograms: 'Mis programas',
    importWorkout: 'Importar entrenamiento',
    adminSection: 'Administración',
    adminPanel: 'Panel de administración',
    debugging: 'Página de depuración',
    workoutButton: 'Entrenar',
    feedback: 'Opiniones',
    terms: 'Condiciones',
    privacy: 'Privacidad',
    collapse: 'Contraer la barra lateral',
    expand: 'Desplegar la barra lateral',
    openMenu: 'Abrir el menú',
    closeMenu: 'Cerrar el menú',
    navigation: 'Navegación principal',
    social: 'Sigue a Liftmates',
  },

  account: {
    menuLabel: 'Menú de la cuenta de {{name}}',
    profile: 'Perfil',
    settings: 'Ajustes',
    support: 'Contactar con soporte',
    feedback: 'Enviar opiniones',
    logout: 'Cerrar sesión',
    roles: 'Roles',
  },

  website: {
    wtf: 'WTF',
    flexicon: 'Flexicón',
    terms: 'Condiciones',
    signIn: 'Iniciar sesión',
    flexiconTitle: 'El Flexicón',
  },

  header: {
    dashboard: 'Inicio',
    workouts: 'Entrenamientos',
    myWorkouts: 'Mis entrenamientos',
    settings: 'Ajustes',
    share: 'Compartir',
    shareClicked: '¡Has pulsado el botón de compartir!',
    breadcrumbs: 'Ruta de navegación',
  },

  theme: {
    toggle: 'Cambiar el tema de color',
    light: 'Claro',
    dark: 'Oscuro',
    system: 'Sistema',
    variantDark: 'Gris oscuro',
    variantOled: 'Negro OLED',
    current: 'Tema: {{name}}',
  },

  language: {
    selected: 'Seleccionado',
    label: 'Idioma',
    comingSoon: 'Próximamente (T4 2025)',
  },

  admin: {
    title: 'Administración de Liftmates',
    panelButton: 'Panel de administración',
    forbiddenTitle: 'Necesitas ser administrador',
    forbiddenText: 'Esta zona es para los administradores de Liftmates. Si crees que deberías tener acceso, contacta con soporte.',
    forbiddenBack: 'Volver a la app',
  },

  session: {
    updateFailed: 'No se han podido guardar tus cambios',
    logoutFailed: 'No se ha podido cerrar la sesión',
  },

  errors: {
    fallback: 'Se ha producido un error',
    refreshFailed: 'No autorizado: no se pudo renovar la sesión',
    missingUrl: 'Falta la dirección de la petición',
    parseFailed: 'No se pudo leer la respuesta como {{type}}',
    offline: 'No tienes conexión',
  },

  offline: {
    title: 'No tienes conexión',
    description: 'Lo que registres se guarda en este dispositivo y se envía cuando vuelvas a tener conexión.',
  },

  loading: {
    label: 'Cargando',
    progress: '{{percent}} %',
  },

  avatar: {
    verified: '{{name}} (verificado)',
    pinned: 'Fijado',
  },

  creator: {
    unknown: 'Creador desconocido',
    unknownHandle: '@desconocido',
  },
};
