import type { ExerciseSeed } from '../types.js';

/**
 * Squat, lunge and hinge variations for the legs and glutes, leg machines, calves and shins.
 */
export const legsAndGlutes: ExerciseSeed[] = [
  // ---------------------------------------------------------------------------------------------------------------
  // Squat variations: machines, barbell variations, paused and tempo work
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'BELT_SQUAT',
    name: 'Belt Squat',
    aliases: ['Belt Squat Machine', 'Hip Belt Squat'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'MACHINE', 'LEGS_SPLIT'],
    requiredEquipment: ['BELT_SQUAT_MACHINE'],
    optionalEquipment: ['WEIGHT_PLATES'],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 45, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 32, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Fasten the belt low around your hips so the chain or strap hangs straight down between your legs, then step onto the platform.',
          'Set your feet about shoulder-width apart with the toes turned out slightly, centered over the point where the chain attaches.',
          'Stand up to take the load, flip the start lever out of the way and hold the handles only for balance.',
          'Sit straight down between your heels, letting your knees travel forward over your toes, until your thighs reach parallel or lower.',
          'Drive through your whole foot to stand, finishing with your hips and knees fully extended.',
          'Put the catch back in place before you unclip the belt.',
        ],
        tips: [
          'Because nothing presses on your spine, this is a good way to add leg volume on days when your lower back is tired.',
          'Stay tall through the torso; the belt lets you squat very upright, which biases the quads.',
          'A light pull on the handles helps you balance, but never use them to haul yourself out of the bottom.',
        ],
        commonMistakes: [
          'Standing too far in front of or behind the chain so the belt drags you off balance.',
          'Cutting the depth short because the machine feels unfamiliar.',
          'Letting the belt ride up onto the lower back instead of sitting across the hips.',
        ],
      },
      'es-ES': {
        steps: [
          'Abróchate el cinturón bajo, alrededor de la cadera, de forma que la cadena o la correa cuelgue recta entre las piernas, y sube a la plataforma.',
          'Coloca los pies a la anchura de los hombros con las puntas algo abiertas, centrados sobre el punto donde se engancha la cadena.',
          'Ponte de pie para coger la carga, aparta la palanca de inicio y agarra las asas solo para mantener el equilibrio.',
          'Baja en vertical entre los talones, dejando que las rodillas avancen por encima de los pies, hasta que los muslos queden paralelos al suelo o más abajo.',
          'Empuja con todo el pie para subir y termina con la cadera y las rodillas completamente extendidas.',
          'Vuelve a poner el seguro antes de desenganchar el cinturón.',
        ],
        tips: [
          'Como nada carga sobre la columna, es una buena forma de sumar volumen de pierna los días en que tienes la zona lumbar cansada.',
          'Mantén el tronco erguido; el cinturón te permite bajar muy vertical, lo que da más protagonismo al cuádriceps.',
          'Tirar un poco de las asas ayuda a equilibrarte, pero no las uses nunca para sacarte del fondo.',
        ],
        commonMistakes: [
          'Colocarse demasiado por delante o por detrás de la cadena, de modo que el cinturón te desequilibra.',
          'Quedarse corto de profundidad porque la máquina resulta extraña.',
          'Dejar que el cinturón suba hacia la zona lumbar en lugar de quedarse sobre la cadera.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Sentadilla con cinturón', aliases: ['Belt squat', 'Sentadilla en máquina de cinturón'] } },
  },
  {
    code: 'BELT_SQUAT_MARCH',
    name: 'Belt Squat March',
    aliases: ['Belt Squat Marching', 'Hip Belt March'],
    type: 'WEIGHT_REPS',
    tags: ['MACHINE', 'ENDURANCE', 'LEGS_SPLIT'],
    requiredEquipment: ['BELT_SQUAT_MACHINE'],
    optionalEquipment: ['WEIGHT_PLATES'],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Clip into the belt, lift the weight off its catch and stand tall with your feet hip-width apart.',
          'Unlock your knees into a slight bend and rest your hands on the handles.',
          'Lift one knee toward hip height while the standing leg holds the load steady, then plant that foot and lift the other knee.',
          'Keep a steady, even rhythm and count every foot strike as one step.',
          'After the last step, stand with both feet down and set the catch before unclipping.',
        ],
        tips: [
          'Drive the planted foot hard into the platform as the other knee rises; that push is where the glute work comes from.',
          'Use it as a finisher in blocks of 30 to 60 seconds or 20 to 40 steps.',
        ],
        commonMistakes: [
          'Swaying the hips from side to side with each step.',
          'Loading so heavily that the feet barely leave the platform.',
        ],
      },
      'es-ES': {
        steps: [
          'Engánchate al cinturón, saca el peso del seguro y quédate erguido con los pies a la anchura de la cadera.',
          'Desbloquea las rodillas con una ligera flexión y apoya las manos en las asas.',
          'Sube una rodilla hacia la altura de la cadera mientras la pierna de apoyo sostiene la carga, luego apoya ese pie y sube la otra rodilla.',
          'Mantén un ritmo constante y cuenta cada apoyo como un paso.',
          'Tras el último paso, quédate con los dos pies en la plataforma y pon el seguro antes de desengancharte.',
        ],
        tips: [
          'Clava con fuerza el pie de apoyo en la plataforma mientras sube la otra rodilla; de ese empuje sale el trabajo de glúteo.',
          'Úsalo como finalizador en bloques de 30 a 60 segundos o de 20 a 40 pasos.',
        ],
        commonMistakes: [
          'Balancear la cadera de lado a lado en cada paso.',
          'Cargar tanto peso que los pies apenas se despegan de la plataforma.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Marcha en sentadilla con cinturón', aliases: ['Belt squat march', 'Marcha con cinturón'] } },
  },
  {
    code: 'PENDULUM_SQUAT',
    name: 'Pendulum Squat',
    aliases: ['Pendulum Squat Machine', 'Machine Pendulum Squat'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'MACHINE', 'PLATE_LOADED', 'LEGS_SPLIT'],
    requiredEquipment: ['PENDULUM_SQUAT_MACHINE', 'WEIGHT_PLATES'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 60, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 25, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 15, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Load plates on the swing arm, step onto the platform and set your upper back and shoulders firmly against the pads.',
          'Place your feet in the middle of the platform about hip-width apart, then release the safety lever.',
          'Bend your knees and let the carriage swing down and back along its arc, allowing your knees to travel well past your toes.',
          'Descend until your hamstrings cover your calves, or as deep as you can go with your hips still against the back pad.',
          'Push through your mid-foot to drive the carriage back up, stopping just short of locking your knees so the quads stay loaded.',
          'Engage the safety at the top before stepping off.',
        ],
        tips: [
          'The arc lets you squat very deep with an upright torso, so own the full range before adding plates.',
          'Slow down through the last third of the descent; the bottom is where the quads are stretched the most.',
        ],
        commonMistakes: ['Letting the hips peel away from the back pad at the bottom.', 'Dropping fast and bouncing out of the hole.'],
      },
      'es-ES': {
        steps: [
          'Carga discos en el brazo basculante, sube a la plataforma y apoya bien la parte alta de la espalda y los hombros contra las almohadillas.',
          'Coloca los pies en el centro de la plataforma, a la anchura de la cadera, y suelta la palanca de seguridad.',
          'Flexiona las rodillas y deja que el carro baje y retroceda siguiendo su arco, permitiendo que las rodillas pasen bastante por delante de los pies.',
          'Baja hasta que los isquiotibiales cubran los gemelos, o hasta donde puedas sin que la cadera se separe del respaldo.',
          'Empuja con la mitad del pie para devolver el carro arriba y detente justo antes de bloquear las rodillas para que el cuádriceps no descanse.',
          'Pon el seguro arriba antes de bajarte.',
        ],
        tips: [
          'El arco permite bajar muchísimo con el tronco vertical, así que domina todo el recorrido antes de añadir discos.',
          'Frena en el último tercio de la bajada; abajo es donde el cuádriceps está más estirado.',
        ],
        commonMistakes: ['Dejar que la cadera se despegue del respaldo en el fondo.', 'Bajar a toda velocidad y rebotar abajo.'],
      },
    },
    names: { 'es-ES': { name: 'Sentadilla péndulo', aliases: ['Pendulum squat', 'Sentadilla en máquina péndulo'] } },
  },
  {
    code: 'BOX_SQUAT',
    name: 'Box Squat',
    aliases: ['Barbell Box Squat', 'Westside Box Squat'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'POWERLIFTING', 'LEGS_SPLIT'],
    requiredEquipment: ['BARBELL', 'WEIGHT_PLATES', ['SQUAT_RACK', 'POWER_RACK'], ['PLYO_BOX', 'FLAT_BENCH']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 32, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 28, isPrimary: true },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 13, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 12, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Place a box or bench behind you at a height that puts your thighs at or just below parallel when you sit on it.',
          'Unrack the bar on your upper back, walk back until your heels are a few inches from the box and take a stance a little wider than your usual squat.',
          'Brace, push your hips back and sit toward the box while keeping your shins close to vertical.',
          'Touch down on the box under control, staying braced and keeping the arch in your lower back.',
          'Drive your feet out into the floor and stand up explosively, bringing your chest and hips up together.',
          'Finish tall, take a fresh breath and repeat.',
        ],
        tips: [
          'Stay seated for a brief moment to kill the stretch reflex and build power from a dead start.',
          'Film a set from the side to check that the box height really matches your parallel.',
        ],
        commonMistakes: [
          'Crashing down onto the box, which jars the spine.',
          'Rocking back on the box and then throwing the torso forward to get up.',
          'Relaxing the legs completely while seated.',
        ],
      },
      'es-ES': {
        steps: [
          'Coloca un cajón o un banco detrás de ti a una altura que deje los muslos paralelos al suelo, o un poco por debajo, al sentarte.',
          'Saca la barra sobre la parte alta de la espalda, retrocede hasta que los talones queden a unos centímetros del cajón y abre los pies algo más que en tu sentadilla habitual.',
          'Aprieta el abdomen, lleva la cadera atrás y siéntate hacia el cajón con las espinillas casi verticales.',
          'Apóyate en el cajón de forma controlada, sin perder la tensión ni la curva de la zona lumbar.',
          'Empuja los pies hacia fuera contra el suelo y levántate de forma explosiva, subiendo pecho y cadera a la vez.',
          'Termina erguido, coge aire de nuevo y repite.',
        ],
        tips: [
          'Quédate sentado un instante para anular el reflejo de estiramiento y ganar fuerza desde parado.',
          'Grábate de lado para comprobar que la altura del cajón coincide de verdad con tu paralelo.',
        ],
        commonMistakes: [
          'Dejarse caer sobre el cajón, lo que golpea la columna.',
          'Balancearse hacia atrás sobre el cajón y luego lanzar el tronco hacia delante para levantarse.',
          'Relajar por completo las piernas mientras estás sentado.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Sentadilla al cajón', aliases: ['Box squat', 'Sentadilla a banco'] } },
  },
  {
    code: 'PAUSE_SQUAT',
    name: 'Pause Squat',
    aliases: ['Paused Squat', 'Paused Back Squat', 'Pause Back Squat'],
    type: 'WEIGHT_REPS_TEMPO',
    tags: ['COMPOUND', 'POWERLIFTING', 'LEGS_SPLIT'],
    requiredEquipment: ['BARBELL', 'WEIGHT_PLATES', ['SQUAT_RACK', 'POWER_RACK']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 38, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set the bar on your upper back, unrack it and walk back into your usual squat stance.',
          'Take a big breath, brace and descend at a controlled speed to your normal competition depth.',
          'Hold the bottom completely still for a counted 2 to 3 seconds, staying tight with the bar over your mid-foot.',
          'Drive up out of the hole without any bounce, keeping your chest up as you pass the sticking point.',
          'Breathe at the top and brace again before the next rep.',
        ],
        tips: [
          'Log the tempo, for example 3-2-X-0, so the length of the pause is on record.',
          'Work with roughly 70 to 85 percent of your regular squat working weight.',
          'Count the pause in your head; under fatigue almost everyone shortens it.',
        ],
        commonMistakes: [
          'Relaxing in the bottom so the hips sink further and the lower back rounds.',
          'Letting the pause shrink to a touch-and-go as the set gets hard.',
          'Pausing above depth because the bottom feels uncomfortable.',
        ],
      },
      'es-ES': {
        steps: [
          'Coloca la barra sobre la parte alta de la espalda, sácala del soporte y retrocede hasta tu posición habitual de sentadilla.',
          'Coge mucho aire, aprieta el abdomen y baja a velocidad controlada hasta tu profundidad de competición.',
          'Quédate completamente quieto abajo durante 2 o 3 segundos contados, sin perder tensión y con la barra sobre la mitad del pie.',
          'Sube desde el fondo sin rebote, manteniendo el pecho alto al pasar el punto de estancamiento.',
          'Respira arriba y vuelve a tensar el abdomen antes de la siguiente repetición.',
        ],
        tips: [
          'Anota el tempo, por ejemplo 3-2-X-0, para que quede registrada la duración de la pausa.',
          'Trabaja con más o menos un 70 a 85 % del peso de tus series normales de sentadilla.',
          'Cuenta la pausa mentalmente; con la fatiga casi todo el mundo la acorta.',
        ],
        commonMistakes: [
          'Relajarse abajo, de modo que la cadera se hunde aún más y la zona lumbar se redondea.',
          'Dejar que la pausa se convierta en un toque y arriba cuando la serie se pone dura.',
          'Hacer la pausa por encima de la profundidad porque abajo resulta incómodo.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Sentadilla con pausa', aliases: ['Pause squat', 'Sentadilla pausada'] } },
  },
  {
    code: 'TEMPO_SQUAT',
    name: 'Tempo Squat',
    aliases: ['Tempo Back Squat', 'Slow Eccentric Squat'],
    type: 'WEIGHT_REPS_TEMPO',
    tags: ['COMPOUND', 'POWERLIFTING', 'LEGS_SPLIT'],
    requiredEquipment: ['BARBELL', 'WEIGHT_PLATES', ['SQUAT_RACK', 'POWER_RACK']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 40, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Unrack the bar on your upper back and set up in your usual stance.',
          'Lower yourself over a slow count, typically 3 to 5 seconds, moving at the same speed from top to bottom.',
          'Reach full depth without resting, then stand up at a normal or fast speed.',
          'Keep the bar moving in a straight line over the middle of your foot on the way down and on the way up.',
          'Rack the bar as soon as you can no longer hold the prescribed descent speed.',
        ],
        tips: [
          'Choose a tempo such as 4-0-1-0 and log it with each set.',
          'The slow descent exposes every shift in balance, which makes it a good way to groove a new stance.',
        ],
        commonMistakes: [
          'Starting slowly at the top and then rushing the bottom third.',
          'Using your normal squat weight and grinding out ugly reps.',
        ],
      },
      'es-ES': {
        steps: [
          'Saca la barra sobre la parte alta de la espalda y colócate en tu posición habitual.',
          'Baja contando despacio, normalmente de 3 a 5 segundos, a la misma velocidad de arriba abajo.',
          'Llega a la profundidad completa sin descansar y sube a velocidad normal o rápida.',
          'Mantén la barra en línea recta sobre la mitad del pie tanto al bajar como al subir.',
          'Deja la barra en el soporte en cuanto no puedas mantener la velocidad de bajada indicada.',
        ],
        tips: [
          'Elige un tempo como 4-0-1-0 y anótalo en cada serie.',
          'La bajada lenta deja al descubierto cualquier pérdida de equilibrio, así que viene muy bien para asentar una postura nueva.',
        ],
        commonMistakes: [
          'Empezar lento arriba y acelerar en el último tercio.',
          'Usar el mismo peso que en tu sentadilla normal y sacar repeticiones feas a base de sufrir.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Sentadilla con tempo', aliases: ['Tempo squat', 'Sentadilla con excéntrica lenta'] } },
  },
  {
    code: 'PIN_SQUAT',
    name: 'Pin Squat',
    aliases: ['Paused Pin Squat', 'Safety Pin Squat', 'Dead-Stop Squat'],
    type: 'WEIGHT_REPS_TEMPO',
    tags: ['COMPOUND', 'POWERLIFTING', 'LEGS_SPLIT'],
    requiredEquipment: ['BARBELL', 'WEIGHT_PLATES', ['POWER_RACK', 'SQUAT_RACK']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 40, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 15, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set the safety pins or spotter arms at the depth you want to train, usually at or just above parallel.',
          'Unrack the bar and squat down under control until the bar settles onto the pins.',
          'Let the bar rest on the pins for one to two seconds while you stay braced and hold your position.',
          'Start the ascent from the dead stop by driving your upper back up into the bar.',
          'Stand up fully, take a breath and repeat from the top.',
        ],
        tips: [
          'Set the pins right where you tend to miss; the lift builds strength at that exact depth.',
          'Keep the legs loaded while the bar rests so that only its weight, not yours, is handed to the pins.',
        ],
        commonMistakes: [
          'Dropping the bar onto the pins with a loud crash.',
          'Losing the brace on the pins and having to wedge back under the bar on every rep.',
        ],
      },
      'es-ES': {
        steps: [
          'Coloca los pines de seguridad o los brazos de seguridad a la profundidad que quieras trabajar, normalmente en el paralelo o justo por encima.',
          'Saca la barra y baja de forma controlada hasta que la barra se apoye en los pines.',
          'Deja la barra apoyada en los pines uno o dos segundos sin soltar la tensión y manteniendo la postura.',
          'Arranca la subida desde parado empujando la barra hacia arriba con la parte alta de la espalda.',
          'Ponte de pie del todo, coge aire y repite desde arriba.',
        ],
        tips: [
          'Pon los pines justo donde sueles fallar; así ganas fuerza en esa profundidad concreta.',
          'Mantén las piernas en tensión mientras la barra descansa, para que los pines reciban solo su peso y no el tuyo.',
        ],
        commonMistakes: [
          'Dejar caer la barra sobre los pines con un golpe seco.',
          'Perder la tensión en los pines y tener que volver a encajarte bajo la barra en cada repetición.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Sentadilla a pines', aliases: ['Pin squat', 'Sentadilla con pausa en pines'] } },
  },
  {
    code: 'ANDERSON_SQUAT',
    name: 'Anderson Squat',
    aliases: ['Bottom-Up Squat', 'Squat from Pins'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'POWERLIFTING', 'LEGS_SPLIT'],
    requiredEquipment: ['BARBELL', 'WEIGHT_PLATES', 'POWER_RACK'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 38, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 32, isPrimary: true },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 16, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 14, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set the pins in a power rack so the bar sits at the height of your upper back in the bottom of your squat.',
          'Load the bar, duck under it and set your grip, stance and upper back exactly as in your squat.',
          'Brace hard and push up into the bar before it moves, taking all the slack out of your body.',
          'Stand up to lockout with the bar traveling straight up.',
          'Squat back down under control, set the bar on the pins and release your tension fully before the next rep.',
        ],
        tips: [
          'Start lighter than you expect; without a descent to load the muscles, the lift feels much heavier.',
          'Move the pins one hole at a time to target the exact range you need.',
        ],
        commonMistakes: [
          'Getting under the bar with a rounded upper back, so it folds you forward off the pins.',
          'Bouncing the bar off the pins between reps instead of restarting from a dead stop.',
        ],
      },
      'es-ES': {
        steps: [
          'Coloca los pines de la jaula de modo que la barra quede a la altura de la parte alta de tu espalda en el fondo de la sentadilla.',
          'Carga la barra, métete debajo y coloca el agarre, los pies y la espalda exactamente como en tu sentadilla.',
          'Aprieta fuerte el abdomen y empuja contra la barra antes de que se mueva, eliminando cualquier holgura del cuerpo.',
          'Levántate hasta bloquear con la barra subiendo en línea recta.',
          'Vuelve a bajar de forma controlada, apoya la barra en los pines y suelta toda la tensión antes de la siguiente repetición.',
        ],
        tips: [
          'Empieza con menos peso del que crees; sin la bajada que carga los músculos, el levantamiento se siente mucho más pesado.',
          'Sube o baja los pines de agujero en agujero para trabajar justo el recorrido que necesitas.',
        ],
        commonMistakes: [
          'Meterse bajo la barra con la parte alta de la espalda redondeada, de forma que la barra te dobla hacia delante.',
          'Rebotar la barra en los pines entre repeticiones en lugar de volver a arrancar desde parado.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Sentadilla Anderson', aliases: ['Anderson squat', 'Sentadilla desde abajo'] } },
  },
  {
    code: 'LOW_BAR_BACK_SQUAT',
    name: 'Low-Bar Back Squat',
    aliases: ['Low-Bar Squat', 'Powerlifting Squat'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'POWERLIFTING', 'LEGS_SPLIT'],
    requiredEquipment: ['BARBELL', 'WEIGHT_PLATES', ['SQUAT_RACK', 'POWER_RACK']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 32, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 13, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set the bar across your rear delts, just below the bony ridge of your shoulder blades, with a grip narrow enough to trap it firmly.',
          'Unrack, take two or three steps back and set a stance about shoulder width or slightly wider with your toes turned out.',
          'Brace and break at the hips and knees together, letting your torso lean further forward than in a high-bar squat.',
          'Sink until your hip crease passes below the top of your knee while the bar stays over your mid-foot.',
          'Drive your hips up and back into the bar, holding your chest angle until you are past the sticking point.',
        ],
        tips: [
          'Keep your wrists straight and let your back, not your hands, hold the bar.',
          'Push your knees out in line with your toes so the adductors and hips share the load.',
        ],
        commonMistakes: [
          'Letting the bar slide down your back because the grip and upper back are loose.',
          'Folding forward so far out of the bottom that the squat turns into a good morning.',
          'Bending the wrists back under the bar, which strains the elbows.',
        ],
      },
      'es-ES': {
        steps: [
          'Coloca la barra sobre los deltoides posteriores, justo por debajo de la cresta ósea de los omóplatos, con un agarre lo bastante cerrado para sujetarla con firmeza.',
          'Saca la barra, retrocede dos o tres pasos y abre los pies a la anchura de los hombros o algo más, con las puntas hacia fuera.',
          'Aprieta el abdomen y flexiona cadera y rodillas a la vez, dejando que el tronco se incline más que en la sentadilla con barra alta.',
          'Baja hasta que el pliegue de la cadera quede por debajo de la parte superior de la rodilla, con la barra sobre la mitad del pie.',
          'Empuja la cadera hacia arriba y atrás contra la barra, manteniendo el ángulo del pecho hasta superar el punto de estancamiento.',
        ],
        tips: [
          'Mantén las muñecas rectas y deja que sea la espalda, no las manos, la que sujete la barra.',
          'Abre las rodillas en la dirección de las puntas de los pies para que aductores y cadera se repartan la carga.',
        ],
        commonMistakes: [
          'Dejar que la barra resbale por la espalda porque el agarre y la parte alta de la espalda están flojos.',
          'Inclinarse tanto al salir del fondo que la sentadilla se convierte en un buenos días.',
          'Doblar las muñecas hacia atrás bajo la barra, lo que sobrecarga los codos.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Sentadilla con barra baja', aliases: ['Sentadilla low bar', 'Sentadilla de powerlifting'] } },
  },
  {
    code: 'OVERHEAD_SQUAT',
    name: 'Overhead Squat',
    aliases: ['OHS', 'Barbell Overhead Squat'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'OLYMPIC_LIFTING', 'LEGS_SPLIT'],
    requiredEquipment: ['BARBELL', ['BUMPER_PLATES', 'WEIGHT_PLATES']],
    optionalEquipment: [['SQUAT_RACK', 'POWER_RACK']],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'UPPER_TRAPEZIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Take a snatch-width grip, wide enough that the bar sits about a hand above your head when your arms are locked.',
          'Press or jerk the bar overhead from behind your neck and lock your elbows, actively pushing up into the bar.',
          'Set your feet about shoulder-width apart with your toes turned out slightly.',
          'Squat straight down, keeping the bar over the back of your neck and the middle of your feet.',
          'Reach full depth with your arms still locked and the bar not drifting forward.',
          'Stand up with the bar in the same vertical line, then lower it to your back or to the rack.',
        ],
        tips: [
          'Start with a PVC pipe or an empty bar; shoulder and ankle mobility usually limit this lift long before strength does.',
          'Turn your armpits forward and push the bar toward the ceiling to make the overhead position solid.',
        ],
        commonMistakes: [
          'Letting the bar drift in front of your head as the torso tips forward.',
          'Bending the elbows under the load.',
          'Fighting to save a lost rep instead of pushing the bar away and stepping clear in the opposite direction.',
        ],
      },
      'es-ES': {
        steps: [
          'Coge la barra con agarre de arrancada, tan abierto que la barra quede a un palmo por encima de la cabeza con los brazos bloqueados.',
          'Sube la barra por encima de la cabeza desde detrás de la nuca con un press o un envión y bloquea los codos empujando activamente hacia arriba.',
          'Coloca los pies a la anchura de los hombros con las puntas ligeramente hacia fuera.',
          'Baja en vertical manteniendo la barra por encima de la nuca y de la mitad de los pies.',
          'Llega a la profundidad completa con los brazos aún bloqueados y sin que la barra se vaya hacia delante.',
          'Levántate con la barra en la misma línea vertical y bájala a la espalda o al soporte.',
        ],
        tips: [
          'Empieza con un tubo de PVC o la barra vacía; la movilidad de hombros y tobillos suele limitar este ejercicio mucho antes que la fuerza.',
          'Gira las axilas hacia delante y empuja la barra hacia el techo para que la posición por encima de la cabeza sea firme.',
        ],
        commonMistakes: [
          'Dejar que la barra se adelante a la cabeza cuando el tronco se inclina.',
          'Doblar los codos bajo la carga.',
          'Empeñarse en salvar una repetición perdida en lugar de empujar la barra lejos de ti y apartarte hacia el lado contrario.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Sentadilla por encima de la cabeza', aliases: ['Overhead squat', 'OHS', 'Sentadilla overhead'] } },
  },
  {
    code: 'ZERCHER_SQUAT',
    name: 'Zercher Squat',
    aliases: ['Barbell Zercher Squat', 'Elbow-Crook Squat'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'LEGS_SPLIT'],
    requiredEquipment: ['BARBELL', 'WEIGHT_PLATES', ['SQUAT_RACK', 'POWER_RACK']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 34, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 24, isPrimary: true },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'BRACHIALIS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'MIDDLE_TRAPEZIUS', targetPercentage: 6, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set the bar in the rack at about the height of your lower sternum.',
          'Dip under it, hook the bar in the crease of your elbows, clasp your hands and pull the bar tight against your body.',
          'Stand up to unrack, take a couple of steps back and set your feet slightly wider than shoulder width.',
          'Brace and squat down between your knees, keeping your elbows up and the bar close to your torso.',
          'Descend until your elbows pass just inside your knees or your thighs drop below parallel.',
          'Stand back up while driving your upper back up into the bar so it cannot pull you forward.',
        ],
        tips: [
          'Wrap the bar in a towel or thin pad if the pressure on your forearms ends the set before your legs do.',
          'The front-loaded bar forces an upright torso, which makes it a good teacher for lifters who fold forward in the back squat.',
        ],
        commonMistakes: [
          'Letting the elbows drop so the bar rolls down toward the wrists.',
          'Rounding the upper back hard as the bar pulls forward.',
        ],
      },
      'es-ES': {
        steps: [
          'Coloca la barra en el soporte más o menos a la altura de la parte baja del esternón.',
          'Agáchate, encaja la barra en el pliegue de los codos, junta las manos y pega la barra al cuerpo.',
          'Ponte de pie para sacarla, retrocede un par de pasos y abre los pies algo más que la anchura de los hombros.',
          'Aprieta el abdomen y baja entre las rodillas, con los codos altos y la barra pegada al tronco.',
          'Baja hasta que los codos pasen justo por dentro de las rodillas o los muslos queden por debajo del paralelo.',
          'Vuelve a subir empujando la barra con la parte alta de la espalda para que no te arrastre hacia delante.',
        ],
        tips: [
          'Envuelve la barra con una toalla o una almohadilla fina si la presión en los antebrazos te para antes que las piernas.',
          'Al llevar la carga delante, el tronco tiene que ir erguido, así que enseña mucho a quien se dobla hacia delante en la sentadilla trasera.',
        ],
        commonMistakes: [
          'Bajar los codos, de forma que la barra se desliza hacia las muñecas.',
          'Redondear mucho la parte alta de la espalda cuando la barra tira hacia delante.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Sentadilla Zercher', aliases: ['Zercher squat', 'Sentadilla con barra en los codos'] } },
  },
  {
    code: 'SAFETY_BAR_SQUAT',
    name: 'Safety-Bar Squat',
    aliases: ['SSB Squat', 'Safety Squat Bar Squat', 'Yoke Bar Squat'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'POWERLIFTING', 'LEGS_SPLIT'],
    requiredEquipment: ['SAFETY_SQUAT_BAR', 'WEIGHT_PLATES', ['SQUAT_RACK', 'POWER_RACK']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 40, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 27, isPrimary: true },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 13, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'MIDDLE_TRAPEZIUS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Step under the bar so the padded yoke rests on your traps and the handles point forward over your shoulders.',
          'Hold a handle in each hand and pull them down slightly to keep the pads snug against your upper back.',
          'Unrack, step back and set your usual squat stance.',
          'Brace and squat to full depth, resisting the cambered bar as it tries to tip your chest forward.',
          'Drive up by pushing your upper back into the pads as hard as your feet push the floor.',
        ],
        tips: [
          'Because the hands stay in front of the body, lifters with sore shoulders or elbows can still squat heavy with this bar.',
          'Expect to use a little less weight than with a straight bar at first; the cambered load sits further forward.',
        ],
        commonMistakes: [
          'Letting the handles float up and forward, so the bar rolls forward and pulls the chest down.',
          'Rounding the upper back on the way out of the bottom.',
        ],
      },
      'es-ES': {
        steps: [
          'Colócate bajo la barra de forma que el yugo acolchado descanse sobre los trapecios y las asas apunten hacia delante por encima de los hombros.',
          'Coge un asa con cada mano y tira ligeramente hacia abajo para mantener las almohadillas pegadas a la parte alta de la espalda.',
          'Saca la barra, retrocede y coloca los pies como en tu sentadilla habitual.',
          'Aprieta el abdomen y baja hasta la profundidad completa, resistiendo la barra curvada que intenta inclinarte el pecho hacia delante.',
          'Sube empujando las almohadillas con la parte alta de la espalda con la misma fuerza con la que los pies empujan el suelo.',
        ],
        tips: [
          'Como las manos quedan delante del cuerpo, quien tiene molestias de hombro o de codo puede seguir haciendo sentadilla pesada con esta barra.',
          'Al principio moverás algo menos de peso que con la barra recta; la carga curvada queda más adelantada.',
        ],
        commonMistakes: [
          'Dejar que las asas suban y se adelanten, de modo que la barra rueda hacia delante y te baja el pecho.',
          'Redondear la parte alta de la espalda al salir del fondo.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Sentadilla con barra de seguridad', aliases: ['Sentadilla con SSB', 'Safety bar squat'] } },
  },
  {
    code: 'HEELS_ELEVATED_GOBLET_SQUAT',
    name: 'Heels-Elevated Goblet Squat',
    aliases: ['Cyclist Goblet Squat', 'Heel-Elevated Goblet Squat'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'HOME_EXERCISE', 'LEGS_SPLIT'],
    requiredEquipment: [['DUMBBELLS', 'KETTLEBELLS']],
    optionalEquipment: [['WEIGHT_PLATES', 'YOGA_BLOCK']],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 62, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 22, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 6, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Rest your heels on a slant board, two small plates or a pair of yoga blocks, feet about hip-width apart.',
          'Hold a dumbbell upright against your chest by its top head, or a kettlebell by the horns, with your elbows pointing down.',
          'Sit straight down, letting your knees travel well past your toes while your torso stays nearly vertical.',
          'Go as deep as you can with your heels still on the support, ideally until your hamstrings meet your calves.',
          'Press through the whole foot to stand, squeezing your quads hard at the top.',
        ],
        tips: [
          'Raising the heels 1 to 2 inches (2.5 to 5 cm) lets you squat deep without needing much ankle mobility.',
          'A narrow stance with the knees tracking straight forward puts the most work on the quads.',
        ],
        commonMistakes: [
          'Letting the heels slide off the back edge of the plates.',
          'Tipping the chest forward so the weight pulls you onto your toes.',
        ],
      },
      'es-ES': {
        steps: [
          'Apoya los talones en una tabla inclinada, dos discos pequeños o un par de bloques de yoga, con los pies a la anchura de la cadera.',
          'Sujeta una mancuerna en vertical contra el pecho por su cabeza superior, o una kettlebell por los cuernos, con los codos apuntando hacia abajo.',
          'Baja en vertical dejando que las rodillas pasen bastante por delante de los pies mientras el tronco se mantiene casi recto.',
          'Baja todo lo que puedas sin que los talones dejen el apoyo, idealmente hasta que los isquiotibiales toquen los gemelos.',
          'Empuja con todo el pie para subir y aprieta fuerte el cuádriceps arriba.',
        ],
        tips: [
          'Elevar los talones de 2,5 a 5 cm permite bajar mucho sin necesitar demasiada movilidad de tobillo.',
          'Con una postura estrecha y las rodillas avanzando rectas hacia delante, el cuádriceps hace la mayor parte del trabajo.',
        ],
        commonMistakes: [
          'Dejar que los talones resbalen por el borde trasero de los discos.',
          'Inclinar el pecho hacia delante, de forma que el peso te lleva a las puntas de los pies.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Sentadilla goblet con talones elevados', aliases: ['Sentadilla ciclista', 'Goblet squat con talones elevados'] },
    },
  },
  {
    code: 'SISSY_SQUAT',
    name: 'Sissy Squat',
    aliases: ['Bodyweight Sissy Squat', 'Supported Sissy Squat'],
    type: 'WEIGHTED_BODYWEIGHT',
    tags: ['BODYWEIGHT_ONLY', 'HOME_EXERCISE', 'LEGS_SPLIT'],
    requiredEquipment: [],
    optionalEquipment: ['WEIGHT_PLATES'],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 80, isPrimary: true },
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand with your feet hip-width apart and hold an upright post, rack or door frame with one hand for balance.',
          'Rise onto the balls of your feet and lock your hips so your body forms a straight line from knees to shoulders.',
          'Bend your knees forward and lean back at the same time, lowering yourself as your knees travel far past your toes.',
          'Go down until your knees are close to the floor or you feel a deep stretch along the front of your thighs.',
          'Drive your knees back to straighten your legs and return to standing without bending at the hips.',
        ],
        tips: [
          'Hug a plate to your chest once you can do 15 smooth reps with bodyweight.',
          'Start with a short range and add depth over a few weeks; the knee tendons need time to adapt.',
        ],
        commonMistakes: [
          'Bending at the hips so the movement turns into an ordinary squat.',
          'Dropping quickly into the bottom and bouncing, which loads the knees harshly.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte de pie con los pies a la anchura de la cadera y agárrate con una mano a un poste, una jaula o el marco de una puerta para equilibrarte.',
          'Sube a la punta de los pies y bloquea la cadera para que el cuerpo forme una línea recta de rodillas a hombros.',
          'Lleva las rodillas hacia delante e inclínate hacia atrás a la vez, bajando mientras las rodillas pasan muy por delante de los pies.',
          'Baja hasta que las rodillas queden cerca del suelo o notes un estiramiento profundo en la parte delantera de los muslos.',
          'Lleva las rodillas hacia atrás para estirar las piernas y vuelve arriba sin doblar la cadera.',
        ],
        tips: [
          'Abraza un disco contra el pecho cuando puedas hacer 15 repeticiones limpias con tu peso.',
          'Empieza con poco recorrido y gana profundidad a lo largo de unas semanas; los tendones de la rodilla necesitan tiempo para adaptarse.',
        ],
        commonMistakes: [
          'Doblar la cadera, de forma que el movimiento se convierte en una sentadilla normal.',
          'Dejarse caer rápido al fondo y rebotar, lo que castiga las rodillas.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Sentadilla sissy', aliases: ['Sissy squat'] } },
  },
  {
    code: 'SPANISH_SQUAT',
    name: 'Spanish Squat',
    aliases: ['Banded Spanish Squat', 'Band-Behind-Knees Squat'],
    type: 'EXERCISE_BANDS',
    tags: ['LEGS_SPLIT'],
    requiredEquipment: ['RESISTANCE_BANDS', ['POWER_RACK', 'SQUAT_RACK']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 78, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Loop one or two heavy resistance bands around a rack post at knee height and step inside so the band sits behind both knees.',
          'Walk back until the band is taut, feet hip-width apart and pointing straight ahead.',
          'Sit your hips straight down and back while the band holds your shins vertical and your torso stays upright.',
          'Lower until your thighs are near parallel, or stop at the depth your knees tolerate.',
          'Stand back up by pressing your knees back into the band, or hold the bottom for 30 to 45 seconds.',
        ],
        tips: [
          'Physical therapists often use long holds of this squat to calm an irritated patellar tendon.',
          'Sit back against the band rather than letting it drag your knees forward.',
        ],
        commonMistakes: [
          'Using a band so light that the knees still drift forward.',
          'Anchoring the band too high so it creeps up the thighs.',
        ],
      },
      'es-ES': {
        steps: [
          'Pasa una o dos gomas elásticas fuertes alrededor de un poste de la jaula a la altura de la rodilla y métete dentro para que queden detrás de ambas rodillas.',
          'Retrocede hasta que la goma quede tensa, con los pies a la anchura de la cadera y apuntando al frente.',
          'Baja la cadera hacia abajo y atrás mientras la goma mantiene las espinillas verticales y el tronco erguido.',
          'Baja hasta que los muslos queden casi paralelos al suelo, o quédate a la profundidad que toleren tus rodillas.',
          'Vuelve a subir empujando las rodillas hacia atrás contra la goma, o mantén la posición baja de 30 a 45 segundos.',
        ],
        tips: [
          'Los fisioterapeutas suelen usar isométricos largos de esta sentadilla para calmar un tendón rotuliano irritado.',
          'Siéntate hacia atrás contra la goma en lugar de dejar que te arrastre las rodillas hacia delante.',
        ],
        commonMistakes: [
          'Usar una goma tan suave que las rodillas siguen yéndose hacia delante.',
          'Anclar la goma demasiado alta, de modo que se va subiendo por los muslos.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Sentadilla española', aliases: ['Spanish squat', 'Sentadilla con goma detrás de las rodillas'] } },
  },
  {
    code: 'COSSACK_SQUAT',
    name: 'Cossack Squat',
    aliases: ['Cossack Lunge', 'Kossack Squat'],
    type: 'WEIGHTED_BODYWEIGHT',
    tags: ['UNILATERAL', 'HOME_EXERCISE', 'GOOD_WARMUP', 'LEGS_SPLIT'],
    requiredEquipment: [],
    optionalEquipment: [['KETTLEBELLS', 'DUMBBELLS']],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 25, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand in a very wide stance, roughly twice shoulder width, with your toes turned out slightly.',
          'Shift your weight to one side and sit down into that hip, bending the knee while the other leg stays straight.',
          'Let the toes of the straight leg turn up toward the ceiling as you go lower, with its heel on the floor.',
          'Sink as deep as you can with the working heel flat, chest up and arms reaching forward for balance.',
          'Push through the bent leg to rise back to the middle, then lower to the other side.',
        ],
        tips: [
          'Hold a light kettlebell in front of your chest as a counterweight; it often makes the bottom easier, not harder.',
          'Build depth over several sessions; the adductors of the straight leg take a big stretch.',
        ],
        commonMistakes: ['Letting the heel of the bent leg lift as you sink.', 'Collapsing the chest onto the thigh in the bottom.'],
      },
      'es-ES': {
        steps: [
          'Colócate con los pies muy separados, aproximadamente al doble de la anchura de los hombros, y las puntas algo abiertas.',
          'Lleva el peso hacia un lado y siéntate sobre esa cadera, doblando la rodilla mientras la otra pierna se queda estirada.',
          'Deja que la punta del pie de la pierna estirada gire hacia el techo al bajar, con el talón en el suelo.',
          'Baja todo lo que puedas con el talón de la pierna que trabaja apoyado, el pecho alto y los brazos hacia delante para equilibrarte.',
          'Empuja con la pierna doblada para volver al centro y baja hacia el otro lado.',
        ],
        tips: [
          'Sujeta una kettlebell ligera delante del pecho como contrapeso; a menudo hace el fondo más fácil, no más difícil.',
          'Gana profundidad a lo largo de varias sesiones; los aductores de la pierna estirada se estiran mucho.',
        ],
        commonMistakes: ['Levantar el talón de la pierna doblada al bajar.', 'Dejar caer el pecho sobre el muslo en el fondo.'],
      },
    },
    names: { 'es-ES': { name: 'Sentadilla cosaca', aliases: ['Cossack squat', 'Zancada cosaca'] } },
  },
  {
    code: 'LANDMINE_SQUAT',
    name: 'Landmine Squat',
    aliases: ['Landmine Goblet Squat', 'Angled Barbell Squat'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'LEGS_SPLIT'],
    requiredEquipment: ['BARBELL', 'LANDMINE', 'WEIGHT_PLATES'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 45, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 28, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 7, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set one end of a barbell in the landmine and load plates on the free end.',
          'Lift the loaded end to your chest and cup it with both hands under the sleeve, elbows tucked in.',
          'Step back until your body leans slightly into the bar, feet about shoulder-width apart.',
          'Squat down, letting the bar guide you along its gentle arc while your chest stays up.',
          'Stand up by pushing the floor away, finishing with the bar still held at chest height.',
        ],
        tips: [
          'The angled bar lets you sit back further than in a goblet squat, which many beginners find easier to learn.',
          'A narrower stance keeps more of the work on the quads; a wider one shares it with the hips and inner thighs.',
        ],
        commonMistakes: [
          'Letting the end of the bar roll off your chest into your hands.',
          'Standing so close to the pivot that the bar pushes you backward.',
        ],
      },
      'es-ES': {
        steps: [
          'Encaja un extremo de la barra en el landmine y carga discos en el extremo libre.',
          'Sube el extremo cargado hasta el pecho y sujétalo con las dos manos bajo el manguito, con los codos pegados.',
          'Retrocede hasta que el cuerpo quede ligeramente inclinado hacia la barra, con los pies a la anchura de los hombros.',
          'Baja en sentadilla dejando que la barra te guíe por su suave arco mientras mantienes el pecho alto.',
          'Sube empujando el suelo y termina con la barra todavía a la altura del pecho.',
        ],
        tips: [
          'La barra inclinada permite llevar la cadera más atrás que en la sentadilla goblet, y a muchos principiantes les resulta más fácil de aprender.',
          'Con los pies más juntos el cuádriceps trabaja más; con una postura más abierta se reparte con la cadera y los aductores.',
        ],
        commonMistakes: [
          'Dejar que el extremo de la barra ruede del pecho hacia las manos.',
          'Ponerse tan cerca del anclaje que la barra te empuja hacia atrás.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Sentadilla landmine', aliases: ['Landmine squat', 'Sentadilla con barra anclada'] } },
  },
  {
    code: 'DUMBBELL_SUMO_SQUAT',
    name: 'Dumbbell Sumo Squat',
    aliases: ['Sumo Squat', 'Plié Squat', 'Dumbbell Plié Squat'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'HOME_EXERCISE', 'LEGS_SPLIT'],
    requiredEquipment: [['DUMBBELLS', 'KETTLEBELLS']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 32, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand with your feet well outside shoulder width and your toes turned out about 45 degrees.',
          'Hold one dumbbell by an end, or a kettlebell by its handle, so it hangs between your legs at arm’s length.',
          'Squat straight down, pushing your knees out over your toes and keeping your torso upright.',
          'Lower until the weight nearly touches the floor or your thighs reach parallel.',
          'Drive up through your heels and squeeze your glutes and inner thighs at the top.',
        ],
        tips: [
          'Stand on two sturdy boxes or benches so the weight can travel lower and stretch the adductors further.',
          'Keep your knees pointing exactly where your toes point for the whole set.',
        ],
        commonMistakes: [
          'Letting the knees fall inward on the way up.',
          'Bending forward to reach the weight down instead of squatting lower.',
        ],
      },
      'es-ES': {
        steps: [
          'Colócate con los pies bastante más abiertos que los hombros y las puntas giradas unos 45 grados hacia fuera.',
          'Sujeta una mancuerna por un extremo, o una kettlebell por el asa, de forma que cuelgue entre las piernas con los brazos estirados.',
          'Baja en vertical abriendo las rodillas por encima de los pies y manteniendo el tronco erguido.',
          'Baja hasta que el peso casi toque el suelo o los muslos queden paralelos.',
          'Sube empujando con los talones y aprieta glúteos y aductores arriba.',
        ],
        tips: [
          'Súbete a dos cajones o bancos firmes para que el peso baje más y los aductores se estiren más.',
          'Mantén las rodillas apuntando exactamente hacia donde apuntan los pies durante toda la serie.',
        ],
        commonMistakes: [
          'Dejar que las rodillas se vayan hacia dentro al subir.',
          'Inclinarse hacia delante para bajar el peso en lugar de bajar más en la sentadilla.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Sentadilla sumo con mancuerna', aliases: ['Sentadilla sumo', 'Sentadilla plié'] } },
  },
  {
    code: 'DOUBLE_KETTLEBELL_FRONT_SQUAT',
    name: 'Double Kettlebell Front Squat',
    aliases: ['Double KB Front Squat', 'Kettlebell Front Squat'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'HOME_EXERCISE', 'LEGS_SPLIT'],
    requiredEquipment: ['KETTLEBELLS'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 45, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Clean two kettlebells into the rack position so they rest on your forearms with the handles at your collarbones.',
          'Keep your elbows tight to your ribs and your wrists straight.',
          'Stand with your feet shoulder-width apart, take a breath and brace.',
          'Squat down between your knees until your thighs pass parallel, keeping the bells pinned to your body.',
          'Stand up with your elbows down and your chest tall.',
          'Lower the bells back to the floor between your feet with control.',
        ],
        tips: [
          'Take short breaths behind your brace at the top; the bells press on your chest and make a full breath hard.',
          'Squeeze the handles firmly to lock the bells in place.',
        ],
        commonMistakes: [
          'Letting the elbows flare so the bells roll forward.',
          'Bending the wrists back so the bells sit in the hands instead of on the forearms.',
        ],
      },
      'es-ES': {
        steps: [
          'Sube dos kettlebells a la posición de rack con una cargada, de modo que descansen sobre los antebrazos con las asas a la altura de las clavículas.',
          'Mantén los codos pegados a las costillas y las muñecas rectas.',
          'Coloca los pies a la anchura de los hombros, coge aire y aprieta el abdomen.',
          'Baja entre las rodillas hasta pasar el paralelo, con las kettlebells pegadas al cuerpo.',
          'Sube con los codos abajo y el pecho alto.',
          'Devuelve las kettlebells al suelo entre los pies de forma controlada.',
        ],
        tips: [
          'Arriba, respira en pequeñas tomas sin soltar la tensión; las kettlebells presionan el pecho y cuesta coger aire a fondo.',
          'Aprieta bien las asas para que las kettlebells no se muevan.',
        ],
        commonMistakes: [
          'Abrir los codos, de forma que las kettlebells ruedan hacia delante.',
          'Doblar las muñecas hacia atrás, de modo que el peso cae en las manos en lugar de en los antebrazos.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Sentadilla frontal con dos kettlebells', aliases: ['Sentadilla frontal con kettlebells', 'Double KB front squat'] },
    },
  },
  {
    code: 'REVERSE_HACK_SQUAT',
    name: 'Reverse Hack Squat',
    aliases: ['Reverse Hack', 'Facing-In Hack Squat'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'MACHINE', 'PLATE_LOADED', 'LEGS_SPLIT'],
    requiredEquipment: ['HACK_SQUAT_MACHINE', 'WEIGHT_PLATES'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 40, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 38, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Face the back pad of the hack squat machine and set your chest against it, with the shoulder pads resting on top of your shoulders.',
          'Place your feet shoulder-width apart in the middle of the platform and release the safety handles.',
          'Push your hips back and down as you bend your knees, letting your torso hinge slightly into the pad.',
          'Lower until your thighs are at or below parallel.',
          'Drive your hips forward and up to stand, squeezing your glutes at the top.',
        ],
        tips: [
          'Placing the feet higher on the platform moves more of the work to the glutes and hamstrings.',
          'Keep your chest in contact with the pad for the entire set.',
        ],
        commonMistakes: [
          'Snapping the knees into lockout and resting the load on the joints at the top.',
          'Letting the lower back round at the bottom by going deeper than the hips allow.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte de cara al respaldo de la máquina de hack squat y apoya el pecho en él, con las almohadillas sobre los hombros.',
          'Coloca los pies a la anchura de los hombros en el centro de la plataforma y suelta las palancas de seguridad.',
          'Lleva la cadera hacia atrás y abajo mientras doblas las rodillas, dejando que el tronco se incline un poco hacia el respaldo.',
          'Baja hasta que los muslos queden paralelos al suelo o por debajo.',
          'Empuja la cadera hacia delante y arriba para subir y aprieta los glúteos al final.',
        ],
        tips: [
          'Si colocas los pies más arriba en la plataforma, glúteos e isquiotibiales se llevan más trabajo.',
          'Mantén el pecho en contacto con el respaldo durante toda la serie.',
        ],
        commonMistakes: [
          'Bloquear las rodillas de golpe y dejar la carga descansando sobre las articulaciones arriba.',
          'Redondear la zona lumbar en el fondo por bajar más de lo que permite la cadera.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Sentadilla hack inversa', aliases: ['Hack squat inverso', 'Reverse hack squat'] } },
  },
  {
    code: 'BARBELL_HACK_SQUAT',
    name: 'Barbell Hack Squat',
    aliases: ['Behind-the-Back Squat', 'Old-School Hack Squat'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'LEGS_SPLIT'],
    requiredEquipment: ['BARBELL', 'WEIGHT_PLATES'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 50, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 22, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'UPPER_TRAPEZIUS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Load a barbell on the floor and stand with your back to it, heels just in front of the bar and feet hip-width apart.',
          'Squat down and take an overhand grip on the bar behind you, hands just outside your hips and arms straight.',
          'Lift your chest, flatten your back and brace with your weight over the middle of your feet.',
          'Stand up by driving through your legs, keeping the bar skimming up the back of your legs.',
          'Lower the bar by sitting straight down until the plates touch the floor.',
        ],
        tips: [
          'Raise your heels on small plates to stay upright and let your knees travel forward.',
          'Use lifting straps if your grip gives out long before your quads do.',
        ],
        commonMistakes: [
          'Turning it into a deadlift by shoving the hips back and leaning the chest forward.',
          'Rounding the lower back to reach the bar at the bottom.',
        ],
      },
      'es-ES': {
        steps: [
          'Coloca una barra cargada en el suelo y ponte de espaldas a ella, con los talones justo delante de la barra y los pies a la anchura de la cadera.',
          'Agáchate y agarra la barra por detrás con agarre prono, las manos justo por fuera de la cadera y los brazos estirados.',
          'Levanta el pecho, pon la espalda recta y aprieta el abdomen con el peso sobre la mitad de los pies.',
          'Sube empujando con las piernas, dejando que la barra suba rozando la parte trasera de las piernas.',
          'Baja la barra sentándote en vertical hasta que los discos toquen el suelo.',
        ],
        tips: [
          'Eleva los talones sobre discos pequeños para mantenerte erguido y dejar que las rodillas avancen.',
          'Usa straps si el agarre se agota mucho antes que el cuádriceps.',
        ],
        commonMistakes: [
          'Convertirlo en un peso muerto llevando la cadera atrás e inclinando el pecho hacia delante.',
          'Redondear la zona lumbar para llegar a la barra abajo.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Sentadilla hack con barra', aliases: ['Hack squat con barra', 'Sentadilla con barra por detrás'] } },
  },
  {
    code: 'NARROW_STANCE_HACK_SQUAT',
    name: 'Narrow-Stance Hack Squat',
    aliases: ['Close-Stance Hack Squat', 'Feet-Together Hack Squat'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'MACHINE', 'PLATE_LOADED', 'LEGS_SPLIT'],
    requiredEquipment: ['HACK_SQUAT_MACHINE', 'WEIGHT_PLATES'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 70, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 18, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 12, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Load the machine, back into the pads and set your feet a few inches apart, low on the platform.',
          'Release the safeties and stand tall with your back and head flat against the pad.',
          'Lower yourself by bending your knees straight forward over your toes, keeping your heels down.',
          'Descend as deep as you can while your heels stay planted and your hips stay on the pad.',
          'Push the platform away through your whole foot until your knees are almost straight.',
        ],
        tips: [
          'The low, narrow foot position gives the knees the most bend, which is what makes this variation so quad-heavy.',
          'Use less weight than in your regular hack squat; the range of motion at the knee is much larger.',
        ],
        commonMistakes: [
          'Placing the feet so low that the heels lift off the platform.',
          'Letting the knees cave toward each other on the way up.',
        ],
      },
      'es-ES': {
        steps: [
          'Carga la máquina, apoya la espalda en las almohadillas y coloca los pies a pocos centímetros uno del otro, en la parte baja de la plataforma.',
          'Suelta los seguros y ponte erguido con la espalda y la cabeza apoyadas en el respaldo.',
          'Baja doblando las rodillas hacia delante por encima de los pies, sin levantar los talones.',
          'Baja todo lo que puedas con los talones apoyados y la cadera pegada al respaldo.',
          'Empuja la plataforma con todo el pie hasta que las rodillas queden casi estiradas.',
        ],
        tips: [
          'Con los pies bajos y juntos, las rodillas se flexionan al máximo, y por eso esta variante carga tanto el cuádriceps.',
          'Usa menos peso que en tu hack squat habitual; el recorrido de la rodilla es mucho mayor.',
        ],
        commonMistakes: [
          'Colocar los pies tan abajo que los talones se despegan de la plataforma.',
          'Dejar que las rodillas se junten al subir.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Sentadilla hack con pies juntos', aliases: ['Hack squat con pies cerrados', 'Hack squat estrecho'] } },
  },
  {
    code: 'SINGLE_LEG_LEG_PRESS',
    name: 'Single-Leg Leg Press',
    aliases: ['One-Leg Leg Press', 'Unilateral Leg Press'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'UNILATERAL', 'MACHINE', 'PLATE_LOADED', 'LEGS_SPLIT'],
    requiredEquipment: ['LEG_PRESS_MACHINE', 'WEIGHT_PLATES'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 50, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Sit in the leg press with your back and hips flat on the pad and place one foot in the center of the platform, in line with your hip.',
          'Rest the other foot on the floor or the frame, out of the platform’s path.',
          'Release the safeties and lower the platform until the working knee is bent to about 90 degrees or a little deeper.',
          'Press back up through your mid-foot without snapping the knee straight.',
          'Lock the safeties before you change legs, then repeat on the other side.',
        ],
        tips: [
          'Start with about a third of your two-leg load; the working leg gets no help.',
          'Keep the knee tracking over your second toe for the whole rep.',
        ],
        commonMistakes: [
          'Letting the hip on the working side roll off the seat at the bottom.',
          'Pushing through the toes so the heel lifts from the platform.',
        ],
      },
      'es-ES': {
        steps: [
          'Siéntate en la prensa con la espalda y la cadera apoyadas y coloca un pie en el centro de la plataforma, alineado con la cadera.',
          'Apoya el otro pie en el suelo o en el bastidor, fuera del recorrido de la plataforma.',
          'Suelta los seguros y baja la plataforma hasta que la rodilla que trabaja quede doblada a unos 90 grados o algo más.',
          'Empuja con la mitad del pie para subir sin bloquear la rodilla de golpe.',
          'Pon los seguros antes de cambiar de pierna y repite con el otro lado.',
        ],
        tips: [
          'Empieza con más o menos un tercio del peso que mueves con las dos piernas; la pierna que trabaja no tiene ayuda.',
          'Mantén la rodilla alineada con el segundo dedo del pie durante toda la repetición.',
        ],
        commonMistakes: [
          'Dejar que la cadera del lado que trabaja se despegue del asiento en el fondo.',
          'Empujar con las puntas de forma que el talón se levanta de la plataforma.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Prensa de piernas a una pierna', aliases: ['Prensa unilateral', 'Prensa a una pierna'] } },
  },
  {
    code: 'NARROW_STANCE_LEG_PRESS',
    name: 'Narrow-Stance Leg Press',
    aliases: ['Close-Stance Leg Press', 'Narrow Leg Press'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'MACHINE', 'PLATE_LOADED', 'LEGS_SPLIT'],
    requiredEquipment: ['LEG_PRESS_MACHINE', 'WEIGHT_PLATES'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 65, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 15, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Sit back in the leg press and place your feet about 6 inches (15 cm) apart, low on the platform.',
          'Release the safety handles and hold the side grips.',
          'Lower the platform under control, letting your knees come toward your chest in line with your feet.',
          'Stop when your knees are deeply bent and your lower back is still flat on the pad.',
          'Press the platform up until your legs are nearly straight.',
        ],
        tips: [
          'A low, narrow foot position bends the knees the most and gives the quads the biggest share of the work.',
          'Take about three seconds to lower the sled to keep tension on the front of the thighs.',
        ],
        commonMistakes: [
          'Going so deep that the pelvis tucks under and the lower back lifts off the pad.',
          'Letting the knees knock together or jam into your torso.',
        ],
      },
      'es-ES': {
        steps: [
          'Siéntate en la prensa y coloca los pies a unos 15 cm uno del otro, en la parte baja de la plataforma.',
          'Suelta las palancas de seguridad y agarra las asas laterales.',
          'Baja la plataforma de forma controlada, dejando que las rodillas se acerquen al pecho alineadas con los pies.',
          'Detente cuando las rodillas estén muy flexionadas y la zona lumbar siga apoyada en el respaldo.',
          'Empuja la plataforma hasta que las piernas queden casi estiradas.',
        ],
        tips: [
          'Con los pies bajos y juntos, las rodillas se doblan más y el cuádriceps se lleva la mayor parte del trabajo.',
          'Tarda unos tres segundos en bajar la plataforma para mantener la tensión en la parte delantera de los muslos.',
        ],
        commonMistakes: [
          'Bajar tanto que la pelvis bascula y la zona lumbar se despega del respaldo.',
          'Dejar que las rodillas choquen entre sí o contra el tronco.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Prensa de piernas con pies juntos', aliases: ['Prensa con pies cerrados', 'Prensa estrecha'] } },
  },
  {
    code: 'WIDE_STANCE_LEG_PRESS',
    name: 'Wide-Stance Leg Press',
    aliases: ['Sumo Leg Press', 'Wide Leg Press'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'MACHINE', 'PLATE_LOADED', 'LEGS_SPLIT'],
    requiredEquipment: ['LEG_PRESS_MACHINE', 'WEIGHT_PLATES'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 33, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 25, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 7, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Sit in the leg press and place your feet high and wide on the platform, outside shoulder width with toes turned out.',
          'Release the safeties and grip the handles.',
          'Lower the platform, letting your knees travel out over your toes toward the outside of your ribs.',
          'Go as deep as you can while your hips stay down on the seat.',
          'Drive through your heels to press the platform back up, stopping just short of lockout.',
        ],
        tips: [
          'Higher feet shift work toward the glutes and hamstrings; a wider stance brings in more of the adductors.',
          'Think about pushing your knees apart as you press.',
        ],
        commonMistakes: [
          'Letting the knees collapse inward under heavy loads.',
          'Setting the feet so high that the heels hang over the top edge.',
        ],
      },
      'es-ES': {
        steps: [
          'Siéntate en la prensa y coloca los pies altos y abiertos en la plataforma, por fuera de la anchura de los hombros y con las puntas hacia fuera.',
          'Suelta los seguros y agarra las asas.',
          'Baja la plataforma dejando que las rodillas se abran por encima de los pies hacia los lados de las costillas.',
          'Baja todo lo que puedas sin que la cadera se levante del asiento.',
          'Empuja con los talones para subir la plataforma y detente justo antes de bloquear.',
        ],
        tips: [
          'Con los pies más altos trabajan más glúteos e isquiotibiales; con una postura más abierta entran más los aductores.',
          'Piensa en separar las rodillas mientras empujas.',
        ],
        commonMistakes: [
          'Dejar que las rodillas se vayan hacia dentro con cargas altas.',
          'Poner los pies tan altos que los talones quedan fuera del borde superior.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Prensa de piernas con pies abiertos', aliases: ['Prensa sumo', 'Prensa abierta'] } },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // Split squats and lunges
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'SAFETY_BAR_SPLIT_SQUAT',
    name: 'Safety-Bar Split Squat',
    aliases: ['SSB Split Squat', 'Safety Squat Bar Split Squat'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'UNILATERAL', 'LEGS_SPLIT'],
    requiredEquipment: ['SAFETY_SQUAT_BAR', 'WEIGHT_PLATES', ['SQUAT_RACK', 'POWER_RACK']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 42, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set the safety squat bar on your traps, take the handles and unrack it.',
          'Step one foot forward and the other back into a long split stance, feet roughly hip-width apart side to side.',
          'Lower straight down until your back knee almost touches the floor and your front thigh is about parallel.',
          'Drive through the front foot to come back up, keeping most of your weight on the front leg.',
          'Complete all reps on one side, then switch your lead leg.',
        ],
        tips: [
          'Holding one handle and a rack upright with the other hand lets you load heavy without balance being the limit.',
          'The hands-forward grip frees the shoulders, so it suits lifters who cannot hold a straight bar comfortably.',
        ],
        commonMistakes: ['Standing on a tightrope with both feet in one line.', 'Pushing off the back foot so the rear leg does the work.'],
      },
      'es-ES': {
        steps: [
          'Coloca la barra de seguridad sobre los trapecios, coge las asas y sácala del soporte.',
          'Adelanta un pie y lleva el otro atrás en una zancada larga, con los pies separados más o menos a la anchura de la cadera en horizontal.',
          'Baja en vertical hasta que la rodilla de atrás casi toque el suelo y el muslo de delante quede más o menos paralelo.',
          'Empuja con el pie de delante para volver arriba, manteniendo la mayor parte del peso sobre la pierna delantera.',
          'Haz todas las repeticiones de un lado y luego cambia de pierna.',
        ],
        tips: [
          'Si sujetas un asa con una mano y un poste de la jaula con la otra, puedes cargar mucho sin que el equilibrio te limite.',
          'El agarre con las manos delante libera los hombros, así que va bien a quien no se siente cómodo con la barra recta.',
        ],
        commonMistakes: [
          'Colocarse como en una cuerda floja, con los dos pies en la misma línea.',
          'Empujar con el pie de atrás, de forma que la pierna trasera hace el trabajo.',
        ],
      },
    },
    names: {
      'es-ES': {
        name: 'Sentadilla dividida con barra de seguridad',
        aliases: ['Split squat con SSB', 'Zancada estática con barra de seguridad'],
      },
    },
  },
  {
    code: 'DUMBBELL_SPLIT_SQUAT',
    name: 'Dumbbell Split Squat',
    aliases: ['Split Squat', 'Static Lunge', 'Stationary Lunge'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'UNILATERAL', 'HOME_EXERCISE', 'LEGS_SPLIT'],
    requiredEquipment: [['DUMBBELLS', 'KETTLEBELLS']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 45, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 32, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 11, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Hold a dumbbell in each hand at your sides and stand tall.',
          'Take a long step forward with one foot and rise onto the ball of the back foot, hips square to the front.',
          'Bend both knees to drop straight down until the back knee hovers just above the floor.',
          'Press through the whole front foot to return to the top without moving your feet.',
          'Finish the set on one side before switching.',
        ],
        tips: [
          'A slight forward lean of the torso brings in more glute; staying upright keeps more of the load on the quads.',
          'Put a folded mat under the back knee as a depth target.',
        ],
        commonMistakes: ['Letting the front heel lift as you lower.', 'Letting the front knee cave toward the midline.'],
      },
      'es-ES': {
        steps: [
          'Sujeta una mancuerna en cada mano a los costados y ponte erguido.',
          'Da un paso largo hacia delante con un pie y apoya la punta del pie de atrás, con la cadera mirando al frente.',
          'Dobla las dos rodillas y baja en vertical hasta que la rodilla de atrás quede justo por encima del suelo.',
          'Empuja con todo el pie de delante para volver arriba sin mover los pies.',
          'Termina la serie con un lado antes de cambiar.',
        ],
        tips: [
          'Inclinar un poco el tronco hacia delante implica más al glúteo; mantenerlo vertical deja más carga en el cuádriceps.',
          'Pon una esterilla doblada bajo la rodilla de atrás como referencia de profundidad.',
        ],
        commonMistakes: ['Levantar el talón de delante al bajar.', 'Dejar que la rodilla de delante se vaya hacia dentro.'],
      },
    },
    names: { 'es-ES': { name: 'Sentadilla dividida con mancuernas', aliases: ['Split squat', 'Zancada estática'] } },
  },
  {
    code: 'FRONT_FOOT_ELEVATED_SPLIT_SQUAT',
    name: 'Front-Foot-Elevated Split Squat',
    aliases: ['FFE Split Squat', 'Deficit Split Squat'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'UNILATERAL', 'HOME_EXERCISE', 'LEGS_SPLIT'],
    requiredEquipment: [
      ['DUMBBELLS', 'KETTLEBELLS'],
      ['WEIGHT_PLATES', 'PLYO_BOX'],
    ],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 45, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 33, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set your front foot on a plate or low step 2 to 4 inches (5 to 10 cm) high, holding a dumbbell in each hand.',
          'Reach the other leg back into a long split stance and rest on the ball of that foot.',
          'Lower until the back knee lightly touches the floor, letting the front knee travel forward over the toes.',
          'Push through the front foot to stand back up, keeping your torso tall.',
          'Do all reps on one side before switching legs.',
        ],
        tips: [
          'The raised front foot adds range at the bottom, which builds strength deep in the split squat.',
          'Keep the step low; a tall one tips your weight backward.',
        ],
        commonMistakes: [
          'Rushing the bottom and bouncing the back knee off the floor.',
          'Leaning far forward so the dumbbells swing away from the body.',
        ],
      },
      'es-ES': {
        steps: [
          'Apoya el pie de delante en un disco o un escalón bajo de 5 a 10 cm, con una mancuerna en cada mano.',
          'Lleva la otra pierna atrás en una zancada larga y apóyate en la punta de ese pie.',
          'Baja hasta que la rodilla de atrás toque suavemente el suelo, dejando que la rodilla de delante avance por encima de los dedos.',
          'Empuja con el pie de delante para volver a subir con el tronco erguido.',
          'Haz todas las repeticiones de un lado antes de cambiar de pierna.',
        ],
        tips: [
          'Elevar el pie delantero añade recorrido abajo y te hace más fuerte en la parte profunda de la zancada.',
          'No subas mucho el escalón; uno alto te echa el peso hacia atrás.',
        ],
        commonMistakes: [
          'Bajar con prisa y rebotar la rodilla de atrás contra el suelo.',
          'Inclinarse mucho hacia delante, de modo que las mancuernas se separan del cuerpo.',
        ],
      },
    },
    names: {
      'es-ES': {
        name: 'Sentadilla dividida con pie delantero elevado',
        aliases: ['Split squat con déficit', 'Zancada estática en déficit'],
      },
    },
  },
  {
    code: 'SMITH_MACHINE_BULGARIAN_SPLIT_SQUAT',
    name: 'Smith Machine Bulgarian Split Squat',
    aliases: ['Smith Bulgarian Split Squat', 'Smith Machine Rear-Foot-Elevated Split Squat'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'UNILATERAL', 'MACHINE', 'PLATE_LOADED', 'LEGS_SPLIT'],
    requiredEquipment: ['SMITH_MACHINE', 'WEIGHT_PLATES', 'FLAT_BENCH'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 42, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 13, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set the Smith bar at shoulder height and place a flat bench about two feet behind it.',
          'Step under the bar so it rests across your upper back, unhook it and rest the top of your rear foot on the bench.',
          'Place your front foot far enough forward that the front knee stays roughly over the ankle at the bottom.',
          'Lower straight down until your front thigh is parallel to the floor.',
          'Drive through your front heel and mid-foot to stand, then re-hook the bar when the set is done.',
          'Switch legs and repeat.',
        ],
        tips: [
          'The fixed bar path takes balance out of the equation, so you can load it heavier than with dumbbells.',
          'Do one unloaded rep to check your foot position before adding plates.',
        ],
        commonMistakes: [
          'Putting the front foot too close to the bench so the knee jams forward.',
          'Twisting the bar to re-hook it before you are standing fully upright.',
        ],
      },
      'es-ES': {
        steps: [
          'Coloca la barra de la multipower a la altura de los hombros y pon un banco plano a unos 60 cm por detrás.',
          'Métete bajo la barra para que descanse en la parte alta de la espalda, desengánchala y apoya el empeine del pie de atrás en el banco.',
          'Adelanta el pie delantero lo suficiente para que, abajo, la rodilla quede más o menos sobre el tobillo.',
          'Baja en vertical hasta que el muslo de delante quede paralelo al suelo.',
          'Empuja con el talón y la mitad del pie de delante para subir y vuelve a enganchar la barra al acabar la serie.',
          'Cambia de pierna y repite.',
        ],
        tips: [
          'Como la barra sigue un recorrido fijo, el equilibrio deja de ser un problema y puedes cargar más que con mancuernas.',
          'Haz una repetición sin peso para comprobar la posición de los pies antes de poner discos.',
        ],
        commonMistakes: [
          'Colocar el pie de delante demasiado cerca del banco, de modo que la rodilla se va muy adelante.',
          'Girar la barra para engancharla antes de estar totalmente erguido.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Sentadilla búlgara en multipower', aliases: ['Búlgara en multipower', 'Sentadilla búlgara en máquina Smith'] },
    },
  },
  {
    code: 'CURTSY_LUNGE',
    name: 'Curtsy Lunge',
    aliases: ['Crossover Lunge', 'Curtsey Lunge'],
    type: 'WEIGHTED_BODYWEIGHT',
    tags: ['UNILATERAL', 'HOME_EXERCISE', 'LEGS_SPLIT'],
    requiredEquipment: [],
    optionalEquipment: [['DUMBBELLS', 'KETTLEBELLS']],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GLUTEUS_MINIMUS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand with your feet hip-width apart, hands on your hips or holding weights at your sides.',
          'Step one foot diagonally behind and across the other, landing on the ball of the foot as if curtsying.',
          'Bend both knees and lower until the front thigh is close to parallel, keeping your hips square to the front.',
          'Push through the front heel to stand and bring the back foot home.',
          'Alternate sides, or finish all reps on one side before switching.',
        ],
        tips: [
          'Keep the crossing step modest; landing a few inches past the front foot is enough to load the side of the hip.',
          'Lean your torso slightly forward to feel more of the glute.',
        ],
        commonMistakes: ['Twisting the hips open toward the back leg.', 'Letting the front knee collapse inward as you lower.'],
      },
      'es-ES': {
        steps: [
          'Ponte de pie con los pies a la anchura de la cadera, con las manos en la cintura o sujetando pesos a los costados.',
          'Lleva un pie en diagonal por detrás y cruzado respecto al otro, apoyando la punta como si hicieras una reverencia.',
          'Dobla las dos rodillas y baja hasta que el muslo de delante quede casi paralelo, con la cadera mirando al frente.',
          'Empuja con el talón de delante para subir y devuelve el pie de atrás a su sitio.',
          'Alterna lados, o termina todas las repeticiones de un lado antes de cambiar.',
        ],
        tips: [
          'No cruces demasiado; con apoyar unos centímetros más allá del pie delantero basta para cargar el lateral de la cadera.',
          'Inclina un poco el tronco hacia delante para notar más el glúteo.',
        ],
        commonMistakes: ['Girar la cadera hacia la pierna de atrás.', 'Dejar que la rodilla de delante se hunda hacia dentro al bajar.'],
      },
    },
    names: { 'es-ES': { name: 'Zancada cruzada', aliases: ['Curtsy lunge', 'Zancada de reverencia'] } },
  },
  {
    code: 'DEFICIT_REVERSE_LUNGE',
    name: 'Deficit Reverse Lunge',
    aliases: ['Elevated Reverse Lunge', 'Platform Reverse Lunge'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'UNILATERAL', 'HOME_EXERCISE', 'LEGS_SPLIT'],
    requiredEquipment: [
      ['DUMBBELLS', 'KETTLEBELLS'],
      ['WEIGHT_PLATES', 'PLYO_BOX'],
    ],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 38, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 7, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand on a sturdy plate or low step 2 to 4 inches (5 to 10 cm) high, holding a dumbbell in each hand.',
          'Step one foot back off the platform to the floor, landing on the ball of that foot.',
          'Lower until the back knee nearly touches the floor; the raised front foot lets the front hip sink deeper than in a flat lunge.',
          'Drive through the heel of the front foot to stand and bring the back foot up onto the platform.',
          'Finish all reps on one leg, then switch.',
        ],
        tips: [
          'A slightly longer step and a small forward lean of the torso put the emphasis on the glutes.',
          'Check that the platform cannot slide or tip before you load it.',
        ],
        commonMistakes: [
          'Pushing off with the back foot instead of standing up with the front leg.',
          'Letting the front heel lift as the hip sinks into the deficit.',
        ],
      },
      'es-ES': {
        steps: [
          'Súbete a un disco firme o un escalón bajo de 5 a 10 cm, con una mancuerna en cada mano.',
          'Lleva un pie hacia atrás fuera de la plataforma hasta el suelo y apoya la punta de ese pie.',
          'Baja hasta que la rodilla de atrás casi toque el suelo; al tener el pie de delante elevado, la cadera delantera baja más que en una zancada normal.',
          'Empuja con el talón del pie de delante para subir y vuelve a poner el pie de atrás sobre la plataforma.',
          'Termina todas las repeticiones con una pierna y cambia.',
        ],
        tips: [
          'Un paso algo más largo y una ligera inclinación del tronco hacia delante ponen el énfasis en el glúteo.',
          'Comprueba que la plataforma no puede deslizarse ni volcar antes de cargar peso.',
        ],
        commonMistakes: [
          'Impulsarse con el pie de atrás en lugar de subir con la pierna de delante.',
          'Levantar el talón de delante cuando la cadera baja en el déficit.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Zancada inversa en déficit', aliases: ['Zancada atrás en déficit', 'Zancada inversa desde plataforma'] } },
  },
  {
    code: 'BARBELL_WALKING_LUNGE',
    name: 'Barbell Walking Lunge',
    aliases: ['Back-Loaded Walking Lunge', 'Barbell Lunge Walk'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'UNILATERAL', 'BALANCE', 'LEGS_SPLIT'],
    requiredEquipment: ['BARBELL', 'WEIGHT_PLATES', ['SQUAT_RACK', 'POWER_RACK']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 38, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 34, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Unrack a barbell onto your upper back as for a back squat and walk it to a clear lane.',
          'Step forward into a long stride and lower until your back knee nearly touches the floor.',
          'Drive through the front foot and swing the back leg through to step directly into the next lunge.',
          'Keep your torso upright and your eyes forward as you travel.',
          'After the last rep, bring your feet together and carry the bar back to the rack.',
        ],
        tips: [
          'Step as if your feet were on two rails about hip-width apart so the bar stays level.',
          'Plan the route before you start; turning around with a loaded bar is the riskiest moment of the set.',
        ],
        commonMistakes: [
          'Taking short, choppy steps that dump all the stress onto the front knee.',
          'Letting the bar tilt to one side as you step.',
        ],
      },
      'es-ES': {
        steps: [
          'Saca una barra sobre la parte alta de la espalda como para una sentadilla trasera y llévala a una zona despejada.',
          'Da un paso largo hacia delante y baja hasta que la rodilla de atrás casi toque el suelo.',
          'Empuja con el pie de delante y pasa la pierna de atrás hacia delante para entrar directamente en la siguiente zancada.',
          'Mantén el tronco erguido y la mirada al frente mientras avanzas.',
          'Tras la última repetición, junta los pies y lleva la barra de vuelta al soporte.',
        ],
        tips: [
          'Pisa como si tus pies fueran sobre dos raíles separados a la anchura de la cadera, para que la barra no se incline.',
          'Planifica el recorrido antes de empezar; dar la vuelta con la barra cargada es el momento más arriesgado de la serie.',
        ],
        commonMistakes: [
          'Dar pasos cortos y atropellados que cargan todo el esfuerzo en la rodilla de delante.',
          'Dejar que la barra se incline hacia un lado al dar el paso.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Zancadas caminando con barra', aliases: ['Zancadas andando con barra', 'Walking lunge con barra'] } },
  },
  {
    code: 'OVERHEAD_WALKING_LUNGE',
    name: 'Overhead Walking Lunge',
    aliases: ['Overhead Plate Walking Lunge', 'OH Walking Lunge'],
    type: 'WEIGHT_DISTANCE',
    tags: ['COMPOUND', 'UNILATERAL', 'BALANCE', 'LEGS_SPLIT'],
    requiredEquipment: [['WEIGHT_PLATES', 'DUMBBELLS', 'KETTLEBELLS', 'BARBELL']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 32, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 28, isPrimary: true },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'UPPER_TRAPEZIUS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Press a plate, dumbbell, kettlebell or barbell overhead and lock your elbows, with the load stacked over your shoulders.',
          'Step forward into a lunge and lower the back knee toward the floor while the weight stays directly overhead.',
          'Drive up through the front leg and step straight into the next lunge.',
          'Keep your ribs down and your arms vertical for the whole distance.',
          'At the end, bring your feet together and lower the weight to your shoulders under control.',
        ],
        tips: [
          'Start with a light plate; shoulder endurance usually gives out before the legs do.',
          'Log both the load and the distance so you can progress either one.',
        ],
        commonMistakes: ['Arching the lower back to keep the weight up.', 'Letting the weight drift in front of your head with each step.'],
      },
      'es-ES': {
        steps: [
          'Sube por encima de la cabeza un disco, una mancuerna, una kettlebell o una barra y bloquea los codos, con la carga alineada sobre los hombros.',
          'Da un paso al frente en zancada y baja la rodilla de atrás hacia el suelo mientras el peso sigue justo encima de la cabeza.',
          'Sube empujando con la pierna de delante y entra directamente en la siguiente zancada.',
          'Mantén las costillas abajo y los brazos verticales durante toda la distancia.',
          'Al terminar, junta los pies y baja el peso a los hombros de forma controlada.',
        ],
        tips: [
          'Empieza con un disco ligero; la resistencia de los hombros suele acabarse antes que la de las piernas.',
          'Anota la carga y la distancia para poder progresar en cualquiera de las dos.',
        ],
        commonMistakes: [
          'Arquear la zona lumbar para mantener el peso arriba.',
          'Dejar que el peso se vaya por delante de la cabeza en cada paso.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Zancadas caminando con peso por encima de la cabeza', aliases: ['Overhead walking lunge', 'Zancadas overhead'] },
    },
  },
  {
    code: 'SANDBAG_WALKING_LUNGE',
    name: 'Sandbag Walking Lunge',
    aliases: ['Bear-Hug Sandbag Lunge', 'Sandbag Lunge'],
    type: 'WEIGHT_DISTANCE',
    tags: ['COMPOUND', 'UNILATERAL', 'LEGS_SPLIT'],
    requiredEquipment: ['SANDBAG'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 36, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 32, isPrimary: true },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lift the sandbag to your chest and wrap both arms around it in a tight bear hug.',
          'Stand tall, brace and step forward into a long lunge.',
          'Lower the back knee close to the floor while the bag stays pinned against your chest.',
          'Push through the front foot and drive straight into the next step.',
          'Cover the planned distance, then drop the bag in front of you.',
        ],
        tips: [
          'The shifting sand makes every step a little different, which teaches the trunk to stay rigid.',
          'Hook your fingers together or grab your wrists under the bag to keep the hug tight.',
        ],
        commonMistakes: [
          'Letting the bag slide down onto the thighs where it blocks the front knee.',
          'Leaning back to counterbalance the bag.',
        ],
      },
      'es-ES': {
        steps: [
          'Sube el saco de arena hasta el pecho y rodéalo con los dos brazos en un abrazo de oso bien apretado.',
          'Ponte erguido, aprieta el abdomen y da un paso largo al frente en zancada.',
          'Baja la rodilla de atrás cerca del suelo mientras el saco sigue pegado al pecho.',
          'Empuja con el pie de delante y entra directamente en el siguiente paso.',
          'Recorre la distancia prevista y deja caer el saco delante de ti.',
        ],
        tips: [
          'La arena se mueve y cada paso es un poco distinto, lo que enseña al tronco a mantenerse firme.',
          'Entrelaza los dedos o agárrate las muñecas por debajo del saco para que el abrazo no se afloje.',
        ],
        commonMistakes: [
          'Dejar que el saco resbale hasta los muslos, donde bloquea la rodilla de delante.',
          'Echarse hacia atrás para compensar el peso del saco.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Zancadas caminando con saco de arena', aliases: ['Zancadas con sandbag', 'Zancadas con saco'] } },
  },
  {
    code: 'BARBELL_REVERSE_LUNGE',
    name: 'Barbell Reverse Lunge',
    aliases: ['Barbell Rear Lunge', 'Barbell Step-Back Lunge'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'UNILATERAL', 'LEGS_SPLIT'],
    requiredEquipment: ['BARBELL', 'WEIGHT_PLATES', ['SQUAT_RACK', 'POWER_RACK']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 36, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 36, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Unrack the bar on your upper back and stand with your feet hip-width apart.',
          'Step one foot straight back two to three feet and lower until the back knee almost touches the floor.',
          'Keep most of your weight in the front heel, with the front shin close to vertical.',
          'Drive through the front foot to bring the back leg forward to the starting stance.',
          'Alternate legs, or complete all reps on one side before switching.',
        ],
        tips: [
          'Stepping back is kinder to the knees than stepping forward because the front leg never has to brake your momentum.',
          'Pause for a moment with your feet together between reps to reset your balance.',
        ],
        commonMistakes: [
          'Stepping back onto the same line as the front foot and wobbling.',
          'Letting the torso pitch forward as the back foot lands.',
        ],
      },
      'es-ES': {
        steps: [
          'Saca la barra sobre la parte alta de la espalda y ponte de pie con los pies a la anchura de la cadera.',
          'Lleva un pie recto hacia atrás, a unos 60 o 90 cm, y baja hasta que la rodilla de atrás casi toque el suelo.',
          'Mantén la mayor parte del peso en el talón de delante, con la espinilla delantera casi vertical.',
          'Empuja con el pie de delante para devolver la pierna de atrás a la posición inicial.',
          'Alterna piernas, o haz todas las repeticiones de un lado antes de cambiar.',
        ],
        tips: [
          'Dar el paso hacia atrás es más amable con las rodillas que hacia delante, porque la pierna delantera no tiene que frenar el impulso.',
          'Haz una breve pausa con los pies juntos entre repeticiones para recuperar el equilibrio.',
        ],
        commonMistakes: [
          'Llevar el pie de atrás a la misma línea que el de delante y tambalearse.',
          'Dejar que el tronco se vaya hacia delante cuando apoya el pie de atrás.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Zancada inversa con barra', aliases: ['Zancada atrás con barra'] } },
  },
  {
    code: 'DUMBBELL_FORWARD_LUNGE',
    name: 'Dumbbell Forward Lunge',
    aliases: ['Forward Lunge', 'Front Lunge', 'Dumbbell Lunge'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'UNILATERAL', 'HOME_EXERCISE', 'LEGS_SPLIT'],
    requiredEquipment: [['DUMBBELLS', 'KETTLEBELLS']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 45, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand tall with a dumbbell in each hand at your sides and your feet hip-width apart.',
          'Take a long step forward, land heel first and lower until both knees are bent about 90 degrees.',
          'Brake the descent with the front leg so the back knee stops just short of the floor.',
          'Push hard off the front foot to drive yourself back to the starting position.',
          'Alternate legs with each rep.',
        ],
        tips: [
          'The push back to standing is the hard part; a longer step makes it more glute-heavy, a shorter one more quad-heavy.',
          'Land softly; a heavy stomp on the front foot means the step is too long or too fast.',
        ],
        commonMistakes: [
          'Letting the front knee cave inward on landing.',
          'Leaning back to push off instead of driving from the front leg.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte erguido con una mancuerna en cada mano a los costados y los pies a la anchura de la cadera.',
          'Da un paso largo al frente, apoya primero el talón y baja hasta que las dos rodillas estén dobladas a unos 90 grados.',
          'Frena la bajada con la pierna de delante para que la rodilla de atrás se detenga justo antes del suelo.',
          'Empuja con fuerza con el pie de delante para volver a la posición inicial.',
          'Alterna las piernas en cada repetición.',
        ],
        tips: [
          'Lo difícil es volver arriba; un paso más largo carga más el glúteo y uno más corto, el cuádriceps.',
          'Aterriza con suavidad; si das un pisotón con el pie de delante, el paso es demasiado largo o demasiado rápido.',
        ],
        commonMistakes: [
          'Dejar que la rodilla de delante se hunda hacia dentro al apoyar.',
          'Echarse hacia atrás para impulsarse en lugar de empujar con la pierna de delante.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Zancada frontal con mancuernas', aliases: ['Zancada hacia delante', 'Zancada frontal'] } },
  },
  {
    code: 'LANDMINE_REVERSE_LUNGE',
    name: 'Landmine Reverse Lunge',
    aliases: ['Landmine Lunge', 'Landmine Rear Lunge'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'UNILATERAL', 'LEGS_SPLIT'],
    requiredEquipment: ['BARBELL', 'LANDMINE', 'WEIGHT_PLATES'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 38, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 36, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Load the free end of a barbell set in a landmine and lift it to your chest, holding the end of the sleeve with both hands.',
          'Stand facing the pivot with your feet hip-width apart and your body leaning slightly into the bar.',
          'Step one foot back and lower until the back knee is just above the floor.',
          'Drive through the front foot to return to standing, keeping the bar at chest height.',
          'Complete the reps on one side, then switch legs.',
        ],
        tips: [
          'The angled bar tips your torso slightly forward, which helps you feel the glute of the front leg.',
          'The pivot steadies the load, so this is a good bridge between bodyweight lunges and heavier barbell lunges.',
        ],
        commonMistakes: [
          'Stepping back too short so the front knee shoots far ahead of the toes.',
          'Letting the bar push your chest backward as you stand.',
        ],
      },
      'es-ES': {
        steps: [
          'Carga el extremo libre de una barra encajada en el landmine y súbelo al pecho, sujetando el final del manguito con las dos manos.',
          'Colócate de cara al anclaje con los pies a la anchura de la cadera y el cuerpo ligeramente inclinado hacia la barra.',
          'Lleva un pie hacia atrás y baja hasta que la rodilla de atrás quede justo por encima del suelo.',
          'Empuja con el pie de delante para volver arriba, con la barra a la altura del pecho.',
          'Completa las repeticiones de un lado y cambia de pierna.',
        ],
        tips: [
          'La barra inclinada adelanta un poco el tronco, y eso ayuda a notar el glúteo de la pierna de delante.',
          'El anclaje estabiliza la carga, así que es un buen paso intermedio entre las zancadas sin peso y las zancadas pesadas con barra.',
        ],
        commonMistakes: [
          'Dar un paso atrás demasiado corto, de modo que la rodilla de delante se adelanta mucho a los dedos.',
          'Dejar que la barra te empuje el pecho hacia atrás al subir.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Zancada inversa con landmine', aliases: ['Zancada landmine', 'Zancada atrás con landmine'] } },
  },
  {
    code: 'SLIDER_REVERSE_LUNGE',
    name: 'Slider Reverse Lunge',
    aliases: ['Sliding Reverse Lunge', 'Glider Reverse Lunge'],
    type: 'WEIGHTED_BODYWEIGHT',
    tags: ['UNILATERAL', 'HOME_EXERCISE', 'LEGS_SPLIT'],
    requiredEquipment: ['SLIDERS'],
    optionalEquipment: [['DUMBBELLS', 'KETTLEBELLS']],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 40, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand on a smooth floor with the ball of one foot on a slider and most of your weight on the other leg.',
          'Slide that foot straight back while bending the front knee, lowering until the back knee is just above the floor.',
          'Keep the front heel down and the front knee in line with your toes.',
          'Drive through the front heel to stand tall, drawing the slider back in under you.',
          'Finish all reps on one leg, then switch.',
        ],
        tips: [
          'Because the back foot never leaves the floor, the movement is smoother than a stepping lunge and easy to control.',
          'Use the fabric side of the slider on wood or tile and the hard plastic side on carpet.',
        ],
        commonMistakes: [
          'Putting weight on the sliding foot so it shoots away from you.',
          'Letting the hips rotate toward the sliding leg.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte sobre un suelo liso con la punta de un pie sobre un disco deslizante y casi todo el peso en la otra pierna.',
          'Desliza ese pie recto hacia atrás mientras doblas la rodilla de delante, hasta que la rodilla de atrás quede justo por encima del suelo.',
          'Mantén el talón de delante apoyado y la rodilla alineada con los dedos.',
          'Empuja con el talón de delante para ponerte de pie, recogiendo el deslizador bajo el cuerpo.',
          'Termina todas las repeticiones con una pierna y cambia.',
        ],
        tips: [
          'Como el pie de atrás no se despega del suelo, el movimiento es más suave que una zancada con paso y fácil de controlar.',
          'Usa la cara de tela del deslizador sobre madera o baldosa y la de plástico duro sobre moqueta.',
        ],
        commonMistakes: [
          'Cargar peso en el pie que desliza, de forma que se escapa.',
          'Dejar que la cadera gire hacia la pierna que desliza.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Zancada inversa con deslizador', aliases: ['Zancada atrás con slider', 'Zancada inversa con sliders'] } },
  },
  {
    code: 'SLIDER_LATERAL_LUNGE',
    name: 'Slider Lateral Lunge',
    aliases: ['Sliding Side Lunge', 'Glider Lateral Lunge'],
    type: 'WEIGHTED_BODYWEIGHT',
    tags: ['UNILATERAL', 'HOME_EXERCISE', 'LEGS_SPLIT'],
    requiredEquipment: ['SLIDERS'],
    optionalEquipment: [['DUMBBELLS', 'KETTLEBELLS']],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 32, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 28, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand with your feet hip-width apart and one foot on a slider.',
          'Slide that foot out to the side with its leg straight while you sit back and bend the other knee.',
          'Lower until the standing thigh nears parallel, with your chest up and the standing heel flat.',
          'Squeeze the inner thigh of the sliding leg and push through the standing foot to pull the slider back in.',
          'Complete the set on one side, then switch.',
        ],
        tips: [
          'Dragging the slider back with the straight leg is what trains the adductors, so control it instead of hopping the foot in.',
          'Hold a light weight at your chest as a counterbalance if you tend to tip backward.',
        ],
        commonMistakes: [
          'Bending the sliding leg so the inner thigh has nothing to do.',
          'Letting the standing knee fall inside the foot.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte de pie con los pies a la anchura de la cadera y un pie sobre un deslizador.',
          'Desliza ese pie hacia el lado con la pierna estirada mientras llevas la cadera atrás y doblas la otra rodilla.',
          'Baja hasta que el muslo de la pierna de apoyo quede casi paralelo, con el pecho alto y el talón de apoyo en el suelo.',
          'Aprieta el aductor de la pierna que desliza y empuja con el pie de apoyo para recoger el deslizador.',
          'Completa la serie de un lado y cambia.',
        ],
        tips: [
          'Lo que trabaja los aductores es arrastrar el deslizador de vuelta con la pierna estirada, así que contrólalo en lugar de recoger el pie de un salto.',
          'Sujeta un peso ligero a la altura del pecho como contrapeso si tiendes a irte hacia atrás.',
        ],
        commonMistakes: [
          'Doblar la pierna que desliza, de forma que el aductor no hace nada.',
          'Dejar que la rodilla de apoyo se meta por dentro del pie.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Zancada lateral con deslizador', aliases: ['Zancada lateral con slider', 'Zancada lateral con sliders'] } },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // Step-ups and step-downs
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'BARBELL_STEP_UP',
    name: 'Barbell Step-Up',
    aliases: ['Back-Loaded Step-Up', 'Barbell Box Step-Up'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'UNILATERAL', 'BALANCE', 'LEGS_SPLIT'],
    requiredEquipment: ['BARBELL', 'WEIGHT_PLATES', ['SQUAT_RACK', 'POWER_RACK'], ['PLYO_BOX', 'FLAT_BENCH']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 42, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 38, isPrimary: true },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set a sturdy box or bench at a height that puts your thigh at or a little below parallel when your foot is on it.',
          'Unrack the bar on your upper back and stand facing the box.',
          'Place one whole foot on the box, lean your chest slightly forward and drive through that heel to stand up on the box.',
          'Bring the trailing foot up beside the first only at the top, without pushing off the floor with it.',
          'Step down with the trailing leg under control and finish all reps before switching sides.',
        ],
        tips: [
          'Start with a lower box than you think you need; a tall box with a heavy bar is unstable.',
          'Keep the stepping knee over your toes as you rise.',
        ],
        commonMistakes: ['Bouncing off the back foot to get up.', 'Dropping off the box instead of lowering with control.'],
      },
      'es-ES': {
        steps: [
          'Coloca un cajón o un banco firme a una altura que deje el muslo paralelo al suelo, o un poco por debajo, al apoyar el pie.',
          'Saca la barra sobre la parte alta de la espalda y ponte de cara al cajón.',
          'Apoya todo un pie en el cajón, inclina un poco el pecho hacia delante y empuja con ese talón para subir.',
          'Sube el pie de atrás junto al primero solo al llegar arriba, sin impulsarte con él desde el suelo.',
          'Baja con la pierna de atrás de forma controlada y termina todas las repeticiones antes de cambiar de lado.',
        ],
        tips: [
          'Empieza con un cajón más bajo de lo que crees necesitar; un cajón alto con una barra pesada es inestable.',
          'Mantén la rodilla de la pierna que sube alineada con los dedos del pie.',
        ],
        commonMistakes: ['Rebotar con el pie de atrás para subir.', 'Dejarse caer del cajón en lugar de bajar con control.'],
      },
    },
    names: { 'es-ES': { name: 'Subida al cajón con barra', aliases: ['Step-up con barra', 'Subida al banco con barra'] } },
  },
  {
    code: 'LATERAL_STEP_UP',
    name: 'Lateral Step-Up',
    aliases: ['Side Step-Up', 'Lateral Box Step-Up'],
    type: 'WEIGHTED_BODYWEIGHT',
    tags: ['UNILATERAL', 'HOME_EXERCISE', 'LEGS_SPLIT'],
    requiredEquipment: [['PLYO_BOX', 'FLAT_BENCH']],
    optionalEquipment: [['DUMBBELLS', 'KETTLEBELLS']],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 45, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 25, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand side-on to a low box with the near foot flat on top and the other foot on the floor.',
          'Shift your weight over the foot on the box and press through it to lift yourself up sideways.',
          'Stand tall on the box with the free foot hovering beside it rather than landing.',
          'Lower the free foot slowly back to the floor and tap it lightly before the next rep.',
          'Complete all reps, then turn around to work the other leg.',
        ],
        tips: [
          'A 6 to 12 inch (15 to 30 cm) step is plenty; control matters more than height here.',
          'Keep the working knee tracking over the middle of the foot as you push.',
        ],
        commonMistakes: ['Hopping off the floor leg to get up.', 'Hiking the hip of the free leg instead of standing level.'],
      },
      'es-ES': {
        steps: [
          'Colócate de lado junto a un cajón bajo, con el pie más cercano apoyado encima y el otro en el suelo.',
          'Lleva el peso sobre el pie del cajón y empuja con él para subir de lado.',
          'Quédate erguido sobre el cajón con el pie libre suspendido a su lado, sin apoyarlo.',
          'Baja despacio el pie libre hasta el suelo y tócalo suavemente antes de la siguiente repetición.',
          'Completa todas las repeticiones y date la vuelta para trabajar la otra pierna.',
        ],
        tips: [
          'Basta con un escalón de 15 a 30 cm; aquí importa más el control que la altura.',
          'Mantén la rodilla que trabaja alineada con el centro del pie mientras empujas.',
        ],
        commonMistakes: [
          'Impulsarse con la pierna del suelo para subir.',
          'Subir la cadera de la pierna libre en lugar de quedarse nivelado.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Subida lateral al cajón', aliases: ['Step-up lateral', 'Subida lateral al step'] } },
  },
  {
    code: 'HEEL_TAP_STEP_DOWN',
    name: 'Heel-Tap Step-Down',
    aliases: ['Eccentric Step-Down', 'Forward Step-Down'],
    type: 'WEIGHTED_BODYWEIGHT',
    tags: ['UNILATERAL', 'BALANCE', 'HOME_EXERCISE', 'LEGS_SPLIT'],
    requiredEquipment: [['PLYO_BOX', 'FLAT_BENCH']],
    optionalEquipment: [['DUMBBELLS', 'KETTLEBELLS']],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 60, isPrimary: true },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 20, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand on one leg on a low step or box 4 to 8 inches (10 to 20 cm) high, with the other leg held straight just in front of the edge.',
          'Bend the standing knee slowly, letting it travel forward over the toes while your hips stay level.',
          'Lower until the heel of the free leg lightly touches the floor, without shifting any weight onto it.',
          'Press through the standing foot to straighten back up.',
          'Do all reps on one leg, then switch.',
        ],
        tips: [
          'Take three seconds to lower; the slow eccentric is why knee rehab programs rely on this drill.',
          'Watch the standing knee in a mirror and keep it in line with your second toe.',
        ],
        commonMistakes: [
          'Dropping the last inch and landing on the free heel.',
          'Letting the hip of the free leg sag or the standing knee dive inward.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte sobre una pierna encima de un escalón o cajón bajo de 10 a 20 cm, con la otra pierna estirada justo delante del borde.',
          'Dobla despacio la rodilla de apoyo dejando que avance por encima de los dedos mientras la cadera se mantiene nivelada.',
          'Baja hasta que el talón de la pierna libre toque suavemente el suelo, sin pasarle nada de peso.',
          'Empuja con el pie de apoyo para volver a estirar la pierna.',
          'Haz todas las repeticiones con una pierna y cambia.',
        ],
        tips: [
          'Tarda tres segundos en bajar; esa excéntrica lenta es la razón por la que los programas de readaptación de rodilla lo usan tanto.',
          'Mira la rodilla de apoyo en un espejo y mantenla alineada con el segundo dedo del pie.',
        ],
        commonMistakes: [
          'Dejarse caer en los últimos centímetros y aterrizar sobre el talón libre.',
          'Dejar que la cadera de la pierna libre se hunda o que la rodilla de apoyo se vaya hacia dentro.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Bajada excéntrica del escalón', aliases: ['Step-down con toque de talón', 'Bajada del cajón a una pierna'] },
    },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // Hip hinges, hip thrusts and bridges
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'B_STANCE_ROMANIAN_DEADLIFT',
    name: 'B-Stance Romanian Deadlift',
    aliases: ['B-Stance RDL', 'Kickstand RDL', 'Staggered-Stance RDL'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'UNILATERAL', 'LEGS_SPLIT'],
    requiredEquipment: [['DUMBBELLS', 'KETTLEBELLS']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 13, isPrimary: false },
      { muscleCode: 'SEMITENDINOSUS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'SEMIMEMBRANOSUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Hold a dumbbell in each hand in front of your thighs and stand with your feet hip-width apart.',
          'Slide one foot back until its toes line up with the heel of the front foot, resting lightly on the ball of that foot.',
          'With most of your weight on the front leg and a soft knee, push your hips back and lower the weights along the front shin.',
          'Stop when you feel a strong stretch in the front hamstring, keeping your back flat.',
          'Drive your hips forward to stand, squeezing the glute of the front leg.',
          'Finish the set, then switch your stance.',
        ],
        tips: [
          'The back foot is only a kickstand for balance; if it starts pushing, shift more weight onto the front leg.',
          'It is a friendly middle step between a two-leg RDL and a full single-leg RDL.',
        ],
        commonMistakes: [
          'Rotating the hips open toward the back leg.',
          'Bending the front knee more and more as you lower, so the hinge turns into a squat.',
        ],
      },
      'es-ES': {
        steps: [
          'Sujeta una mancuerna en cada mano delante de los muslos y ponte de pie con los pies a la anchura de la cadera.',
          'Lleva un pie hacia atrás hasta que sus dedos queden a la altura del talón del pie de delante, apoyando apenas la punta.',
          'Con casi todo el peso en la pierna de delante y la rodilla algo flexionada, lleva la cadera atrás y baja las mancuernas junto a la espinilla delantera.',
          'Detente cuando notes un estiramiento fuerte en el isquiotibial de delante, con la espalda recta.',
          'Empuja la cadera hacia delante para subir y aprieta el glúteo de la pierna de delante.',
          'Termina la serie y cambia la posición de los pies.',
        ],
        tips: [
          'El pie de atrás solo sirve de apoyo para el equilibrio; si empieza a empujar, pasa más peso a la pierna de delante.',
          'Es un buen paso intermedio entre el peso muerto rumano con dos piernas y el de una sola pierna.',
        ],
        commonMistakes: [
          'Abrir la cadera girándola hacia la pierna de atrás.',
          'Doblar cada vez más la rodilla de delante al bajar, de modo que la bisagra se convierte en una sentadilla.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Peso muerto rumano en posición B', aliases: ['Peso muerto rumano kickstand', 'RDL en B-stance'] } },
  },
  {
    code: 'CABLE_PULL_THROUGH',
    name: 'Cable Pull-Through',
    aliases: ['Rope Pull-Through', 'Glute Pull-Through'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'LEGS_SPLIT'],
    requiredEquipment: [['CABLE_MACHINE', 'CABLE_STATION', 'FUNCTIONAL_TRAINER'], 'ROPE_ATTACHMENT'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 45, isPrimary: true },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 18, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'SEMITENDINOSUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'SEMIMEMBRANOSUS', targetPercentage: 7, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Attach a rope to the low pulley, face away from the stack and reach between your legs to grab both ends.',
          'Walk forward two or three steps until the weight lifts, and set your feet a little wider than shoulder width.',
          'Push your hips back and let the rope draw your hands back between your legs, knees softly bent and back flat.',
          'When your hamstrings are stretched, drive your hips forward to stand tall and squeeze your glutes hard.',
          'Let your arms hang long throughout; they only hold the rope.',
        ],
        tips: [
          'Think of snapping your hips toward the wall in front of you rather than lifting with your arms.',
          'It teaches the hip hinge with far less load on the spine than a deadlift, which suits beginners and high-rep glute work.',
        ],
        commonMistakes: ['Squatting down instead of hinging back.', 'Leaning back at the top and overextending the lower back.'],
      },
      'es-ES': {
        steps: [
          'Engancha una cuerda a la polea baja, ponte de espaldas a la columna de peso y agarra los dos extremos pasando las manos entre las piernas.',
          'Avanza dos o tres pasos hasta que el peso se levante y abre los pies algo más que la anchura de los hombros.',
          'Lleva la cadera atrás y deja que la cuerda lleve las manos hacia atrás entre las piernas, con las rodillas algo flexionadas y la espalda recta.',
          'Cuando notes estirados los isquiotibiales, empuja la cadera hacia delante hasta quedar erguido y aprieta fuerte los glúteos.',
          'Deja los brazos colgando todo el rato; solo sujetan la cuerda.',
        ],
        tips: [
          'Piensa en lanzar la cadera hacia la pared de enfrente en lugar de tirar con los brazos.',
          'Enseña la bisagra de cadera con mucha menos carga sobre la columna que un peso muerto, así que va bien a principiantes y a series largas de glúteo.',
        ],
        commonMistakes: [
          'Hacer una sentadilla en lugar de llevar la cadera atrás.',
          'Echarse hacia atrás arriba y arquear en exceso la zona lumbar.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Pull-through en polea', aliases: ['Pull-through con cuerda', 'Tirón entre las piernas en polea'] } },
  },
  {
    code: 'SINGLE_LEG_HIP_THRUST',
    name: 'Single-Leg Hip Thrust',
    aliases: ['One-Leg Hip Thrust', 'Single-Leg Bench Hip Thrust'],
    type: 'WEIGHTED_BODYWEIGHT',
    tags: ['UNILATERAL', 'HOME_EXERCISE', 'LEGS_SPLIT'],
    requiredEquipment: ['FLAT_BENCH'],
    optionalEquipment: [['DUMBBELLS', 'KETTLEBELLS']],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 55, isPrimary: true },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'QUADRICEPS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Sit on the floor with your upper back against the long side of a bench, just below your shoulder blades.',
          'Plant one foot flat near your hips and either pull the other knee toward your chest or hold that leg straight.',
          'Tuck your chin and drive through the heel of the planted foot until your torso is level with the bench.',
          'Squeeze the working glute for a moment at the top, keeping your pelvis level.',
          'Lower your hips toward the floor under control and finish the reps before switching legs.',
        ],
        tips: [
          'Rest a dumbbell on the working hip once bodyweight reps get easy.',
          'Keep your gaze forward so your ribs stay down and the lower back does not take over.',
        ],
        commonMistakes: [
          'Letting the hip of the free leg drop at the top.',
          'Pushing through the toes, which shifts the work to the quads.',
        ],
      },
      'es-ES': {
        steps: [
          'Siéntate en el suelo con la parte alta de la espalda apoyada en el lateral largo de un banco, justo por debajo de los omóplatos.',
          'Apoya un pie cerca de la cadera y lleva la otra rodilla al pecho o mantén esa pierna estirada.',
          'Mete la barbilla y empuja con el talón del pie apoyado hasta que el tronco quede a la altura del banco.',
          'Aprieta un momento arriba el glúteo que trabaja, con la pelvis nivelada.',
          'Baja la cadera hacia el suelo de forma controlada y termina las repeticiones antes de cambiar de pierna.',
        ],
        tips: [
          'Apoya una mancuerna sobre la cadera de la pierna que trabaja cuando las repeticiones sin peso te resulten fáciles.',
          'Mira al frente para que las costillas no se abran y la zona lumbar no tome el mando.',
        ],
        commonMistakes: [
          'Dejar caer la cadera de la pierna libre arriba.',
          'Empujar con las puntas, lo que pasa el trabajo al cuádriceps.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Hip thrust a una pierna', aliases: ['Hip thrust unilateral', 'Empuje de cadera a una pierna'] } },
  },
  {
    code: 'B_STANCE_HIP_THRUST',
    name: 'B-Stance Hip Thrust',
    aliases: ['Staggered-Stance Hip Thrust', 'Kickstand Hip Thrust'],
    type: 'WEIGHT_REPS',
    tags: ['UNILATERAL', 'LEGS_SPLIT'],
    requiredEquipment: ['FLAT_BENCH', ['BARBELL', 'DUMBBELLS', 'KETTLEBELLS']],
    optionalEquipment: ['WEIGHT_PLATES'],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 55, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 13, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Sit with your upper back against a bench and roll a padded barbell, or set a dumbbell, across your hip crease.',
          'Plant the working foot flat and slide the other foot forward so its heel rests on the floor level with the working toes.',
          'Brace, tuck your chin and drive through the working heel until your torso is level with the bench.',
          'Pause at the top with your pelvis level and the working glute squeezed.',
          'Lower under control, complete the set and swap your stance.',
        ],
        tips: [
          'Let the working leg take roughly 80 percent of the load; the other heel is there only for balance.',
          'Use it to load one glute more heavily than a true single-leg thrust allows.',
        ],
        commonMistakes: [
          'Pushing through the kickstand heel so both legs share the work evenly.',
          'Letting the bar tilt toward the unloaded side.',
        ],
      },
      'es-ES': {
        steps: [
          'Siéntate con la parte alta de la espalda apoyada en un banco y coloca una barra acolchada, o una mancuerna, sobre el pliegue de la cadera.',
          'Apoya todo el pie de la pierna que trabaja y adelanta el otro pie hasta que su talón quede a la altura de los dedos del primero.',
          'Aprieta el abdomen, mete la barbilla y empuja con el talón de la pierna que trabaja hasta que el tronco quede a la altura del banco.',
          'Haz una pausa arriba con la pelvis nivelada y el glúteo que trabaja apretado.',
          'Baja de forma controlada, completa la serie y cambia la posición de los pies.',
        ],
        tips: [
          'Deja que la pierna que trabaja soporte más o menos el 80 % de la carga; el otro talón solo está para equilibrarte.',
          'Sirve para cargar un glúteo con más peso del que permite un hip thrust a una pierna de verdad.',
        ],
        commonMistakes: [
          'Empujar con el talón de apoyo de forma que las dos piernas se reparten el trabajo a partes iguales.',
          'Dejar que la barra se incline hacia el lado que no trabaja.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Hip thrust en posición B', aliases: ['Hip thrust kickstand', 'Hip thrust B-stance'] } },
  },
  {
    code: 'FROG_PUMP',
    name: 'Frog Pump',
    aliases: ['Frog Glute Bridge', 'Frog Bridge'],
    type: 'WEIGHTED_BODYWEIGHT',
    tags: ['BODYWEIGHT_ONLY', 'HOME_EXERCISE', 'ENDURANCE', 'GOOD_WARMUP', 'LEGS_SPLIT'],
    requiredEquipment: [],
    optionalEquipment: [['DUMBBELLS', 'WEIGHT_PLATES'], 'YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 65, isPrimary: true },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'GLUTEUS_MINIMUS', targetPercentage: 15, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on your back, press the soles of your feet together and let your knees fall out to the sides.',
          'Draw your heels in to about a foot from your hips and rest your arms on the floor, or hold a weight on your hips.',
          'Tilt your pelvis slightly under and drive through the outside edges of your feet to lift your hips.',
          'Squeeze your glutes hard at the top without arching your lower back.',
          'Lower until your hips barely touch the floor and go straight into the next rep at a brisk pace.',
        ],
        tips: [
          'Frog pumps work best as high-rep sets of 20 to 50 to finish a glute session.',
          'Keep your chin tucked and your eyes on your knees to hold the ribs down.',
        ],
        commonMistakes: [
          'Arching the lower back to gain height instead of squeezing the glutes.',
          'Letting the knees drift together as the hips rise.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate boca arriba, junta las plantas de los pies y deja caer las rodillas hacia los lados.',
          'Acerca los talones hasta unos 30 cm de la cadera y apoya los brazos en el suelo, o sujeta un peso sobre la cadera.',
          'Bascula ligeramente la pelvis y empuja con el borde exterior de los pies para elevar la cadera.',
          'Aprieta fuerte los glúteos arriba sin arquear la zona lumbar.',
          'Baja hasta que la cadera apenas roce el suelo y encadena la siguiente repetición a buen ritmo.',
        ],
        tips: [
          'El frog pump funciona mejor en series largas de 20 a 50 repeticiones para cerrar una sesión de glúteo.',
          'Mantén la barbilla recogida y la mirada en las rodillas para que las costillas no se abran.',
        ],
        commonMistakes: [
          'Arquear la zona lumbar para subir más en lugar de apretar los glúteos.',
          'Dejar que las rodillas se junten mientras sube la cadera.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Frog pump', aliases: ['Puente de glúteo en rana', 'Puente rana'] } },
  },
  {
    code: 'KAS_GLUTE_BRIDGE',
    name: 'Kas Glute Bridge',
    aliases: ['KAS Bridge', 'Kas Hip Thrust'],
    type: 'WEIGHT_REPS',
    tags: ['LEGS_SPLIT'],
    requiredEquipment: ['BARBELL', 'WEIGHT_PLATES', 'FLAT_BENCH'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 70, isPrimary: true },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'QUADRICEPS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set up as for a hip thrust: upper back on a bench, a padded barbell across your hip crease, feet flat about shoulder-width apart.',
          'Lift your hips to the top position, torso level with the bench and shins vertical.',
          'Lower your hips only a few inches, keeping your upper back fixed on the bench.',
          'Drive back up to full hip extension, squeezing your glutes with your chin tucked.',
          'Keep the range short and the tension constant on every rep.',
        ],
        tips: [
          'Unlike a hip thrust, your torso stays still on the bench and only the hips move, keeping the glutes loaded at their shortest length.',
          'Use a lighter bar than for your hip thrust; the constant tension burns out quickly.',
        ],
        commonMistakes: [
          'Letting the hips sink to the floor between reps so it turns into a full hip thrust.',
          'Overextending the lower back to finish each rep.',
        ],
      },
      'es-ES': {
        steps: [
          'Colócate como para un hip thrust: parte alta de la espalda en un banco, barra acolchada sobre el pliegue de la cadera y pies apoyados a la anchura de los hombros.',
          'Sube la cadera a la posición alta, con el tronco a la altura del banco y las espinillas verticales.',
          'Baja la cadera solo unos centímetros, sin mover la parte alta de la espalda sobre el banco.',
          'Vuelve a subir hasta extender del todo la cadera, apretando los glúteos con la barbilla recogida.',
          'Mantén el recorrido corto y la tensión constante en cada repetición.',
        ],
        tips: [
          'A diferencia del hip thrust, el tronco se queda quieto en el banco y solo se mueve la cadera, lo que mantiene el glúteo cargado en su posición más corta.',
          'Usa menos peso que en tu hip thrust; la tensión constante quema enseguida.',
        ],
        commonMistakes: [
          'Dejar que la cadera baje hasta el suelo entre repeticiones, de modo que se convierte en un hip thrust completo.',
          'Arquear en exceso la zona lumbar para terminar cada repetición.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Puente de glúteo Kas', aliases: ['Kas glute bridge', 'Puente Kas'] } },
  },
  {
    code: 'DUMBBELL_HIP_THRUST',
    name: 'Dumbbell Hip Thrust',
    aliases: ['DB Hip Thrust', 'Dumbbell Glute Thrust'],
    type: 'WEIGHT_REPS',
    tags: ['HOME_EXERCISE', 'LEGS_SPLIT'],
    requiredEquipment: [['DUMBBELLS', 'KETTLEBELLS'], 'FLAT_BENCH'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 62, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 13, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 13, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 12, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Sit on the floor with your upper back against a bench and lay a dumbbell across your hips, holding each end.',
          'Plant your feet flat, about hip-width apart, close enough that your shins will be vertical at the top.',
          'Tuck your chin and press through your heels to raise your hips until your torso is parallel to the floor.',
          'Hold the top for a second while squeezing your glutes, then lower until your hips hover just off the floor.',
        ],
        tips: [
          'Put a folded towel under the dumbbell if the handle digs into your hip bones.',
          'Once a single dumbbell gets too light, move on to the barbell version.',
        ],
        commonMistakes: ['Letting the knees cave inward at the top.', 'Driving through the toes so the heels lift off the floor.'],
      },
      'es-ES': {
        steps: [
          'Siéntate en el suelo con la parte alta de la espalda apoyada en un banco y coloca una mancuerna atravesada sobre la cadera, sujetándola por los extremos.',
          'Apoya los pies a la anchura de la cadera, lo bastante cerca para que las espinillas queden verticales arriba.',
          'Mete la barbilla y empuja con los talones hasta que el tronco quede paralelo al suelo.',
          'Aguanta un segundo arriba apretando los glúteos y baja hasta que la cadera quede justo por encima del suelo.',
        ],
        tips: [
          'Pon una toalla doblada bajo la mancuerna si el mango se te clava en los huesos de la cadera.',
          'Cuando una sola mancuerna se te quede corta, pasa a la versión con barra.',
        ],
        commonMistakes: [
          'Dejar que las rodillas se vayan hacia dentro arriba.',
          'Empujar con las puntas de forma que los talones se despegan del suelo.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Hip thrust con mancuerna', aliases: ['Empuje de cadera con mancuerna'] } },
  },
  {
    code: 'SMITH_MACHINE_HIP_THRUST',
    name: 'Smith Machine Hip Thrust',
    aliases: ['Smith Hip Thrust', 'Smith Glute Thrust'],
    type: 'WEIGHT_REPS',
    tags: ['MACHINE', 'PLATE_LOADED', 'LEGS_SPLIT'],
    requiredEquipment: ['SMITH_MACHINE', 'WEIGHT_PLATES', 'FLAT_BENCH'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 65, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 13, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Place a flat bench across the Smith machine and set the bar low, at about hip height when you sit on the floor.',
          'Sit with your upper back on the bench, slide under the bar and rest it across your hip crease on a pad.',
          'Plant your feet shoulder-width apart, press your hips up slightly and rotate the bar off the safety hooks.',
          'Lower your hips toward the floor, then drive them up until your torso is level with the bench.',
          'Squeeze at the top, and rotate the bar back onto the hooks after your last rep.',
        ],
        tips: [
          'Set the safety stops just below your bottom position so you can always bail out.',
          'The fixed path keeps the bar from rolling, which makes setup much quicker than with a free barbell.',
        ],
        commonMistakes: [
          'Setting the bench so far from the bar track that the bar ends up on your thighs or ribs instead of your hips.',
          'Pushing the hips past neutral and arching the lower back at the top.',
        ],
      },
      'es-ES': {
        steps: [
          'Coloca un banco plano atravesado en la multipower y baja la barra más o menos a la altura de la cadera con el cuerpo sentado en el suelo.',
          'Siéntate con la parte alta de la espalda en el banco, métete bajo la barra y apóyala con una almohadilla sobre el pliegue de la cadera.',
          'Apoya los pies a la anchura de los hombros, sube un poco la cadera y gira la barra para sacarla de los ganchos.',
          'Baja la cadera hacia el suelo y súbela hasta que el tronco quede a la altura del banco.',
          'Aprieta arriba y, tras la última repetición, gira la barra para volver a engancharla.',
        ],
        tips: [
          'Pon los topes de seguridad justo por debajo de tu posición más baja para poder salir siempre.',
          'El recorrido fijo impide que la barra ruede, así que colocarse es mucho más rápido que con barra libre.',
        ],
        commonMistakes: [
          'Poner el banco tan lejos del recorrido de la barra que esta acaba sobre los muslos o las costillas en lugar de la cadera.',
          'Subir la cadera más allá de la posición neutra y arquear la zona lumbar arriba.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Hip thrust en multipower', aliases: ['Hip thrust en máquina Smith', 'Hip thrust en Smith'] } },
  },
  {
    code: 'BARBELL_GLUTE_BRIDGE',
    name: 'Barbell Glute Bridge',
    aliases: ['Weighted Glute Bridge', 'Floor Barbell Bridge'],
    type: 'WEIGHT_REPS',
    tags: ['LEGS_SPLIT'],
    requiredEquipment: ['BARBELL', 'WEIGHT_PLATES'],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 62, isPrimary: true },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'QUADRICEPS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 11, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Sit on the floor with your legs straight and roll a padded barbell up your thighs until it sits in your hip crease.',
          'Lie back with your shoulders on the floor, bend your knees and plant your feet hip-width apart close to your hips.',
          'Hold the bar in place with both hands and drive through your heels until your body is straight from knees to shoulders.',
          'Squeeze your glutes at the top for a second, then lower until the plates touch or nearly touch the floor.',
        ],
        tips: [
          'Full-size plates lift the bar high enough to roll it over your hips without crushing them.',
          'The range is shorter than a hip thrust, so most lifters can handle more weight.',
        ],
        commonMistakes: [
          'Lifting with the lower back and flaring the ribs.',
          'Setting the feet too far away so the hamstrings cramp and take over.',
        ],
      },
      'es-ES': {
        steps: [
          'Siéntate en el suelo con las piernas estiradas y haz rodar una barra acolchada por los muslos hasta que quede en el pliegue de la cadera.',
          'Túmbate con los hombros en el suelo, dobla las rodillas y apoya los pies a la anchura de la cadera, cerca de los glúteos.',
          'Sujeta la barra con las dos manos y empuja con los talones hasta que el cuerpo forme una línea recta de rodillas a hombros.',
          'Aprieta los glúteos un segundo arriba y baja hasta que los discos toquen o casi toquen el suelo.',
        ],
        tips: [
          'Los discos de tamaño completo levantan la barra lo suficiente para pasarla por encima de la cadera sin aplastarla.',
          'El recorrido es más corto que en el hip thrust, así que la mayoría puede mover más peso.',
        ],
        commonMistakes: [
          'Subir con la zona lumbar y abrir las costillas.',
          'Colocar los pies demasiado lejos, de modo que los isquiotibiales se acalambran y hacen el trabajo.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Puente de glúteo con barra', aliases: ['Glute bridge con barra', 'Puente de glúteo lastrado'] } },
  },
  {
    code: 'SINGLE_LEG_GLUTE_BRIDGE',
    name: 'Single-Leg Glute Bridge',
    aliases: ['One-Leg Glute Bridge', 'Single-Leg Hip Bridge'],
    type: 'BODYWEIGHT_REPS',
    tags: ['BODYWEIGHT_ONLY', 'UNILATERAL', 'HOME_EXERCISE', 'GOOD_WARMUP', 'LEGS_SPLIT'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 55, isPrimary: true },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 17, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'SEMITENDINOSUS', targetPercentage: 13, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on your back with your knees bent, feet flat and arms on the floor by your sides.',
          'Straighten one leg so both thighs stay level, or hug that knee to your chest.',
          'Push through the heel of the planted foot to lift your hips until your body forms a straight line from shoulders to knee.',
          'Hold the top for a second with your pelvis level, then lower slowly.',
          'Finish the set before switching legs.',
        ],
        tips: [
          'Hugging the free knee to your chest locks the pelvis and stops the lower back from arching.',
          'Press your arms into the floor for a little extra stability.',
        ],
        commonMistakes: [
          'Letting the pelvis tilt down toward the free leg.',
          'Setting the foot so far from the hips that the hamstring cramps.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate boca arriba con las rodillas dobladas, los pies apoyados y los brazos en el suelo junto al cuerpo.',
          'Estira una pierna de modo que los dos muslos queden a la misma altura, o abraza esa rodilla contra el pecho.',
          'Empuja con el talón del pie apoyado para elevar la cadera hasta formar una línea recta de hombros a rodilla.',
          'Aguanta un segundo arriba con la pelvis nivelada y baja despacio.',
          'Termina la serie antes de cambiar de pierna.',
        ],
        tips: [
          'Abrazar la rodilla libre contra el pecho bloquea la pelvis y evita que la zona lumbar se arquee.',
          'Presiona los brazos contra el suelo para ganar algo más de estabilidad.',
        ],
        commonMistakes: [
          'Dejar que la pelvis se incline hacia el lado de la pierna libre.',
          'Apoyar el pie tan lejos de la cadera que el isquiotibial se acalambra.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Puente de glúteo a una pierna', aliases: ['Puente de glúteo unilateral', 'Puente a una pierna'] } },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // Glute machine, abductors and adductors
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'MACHINE_GLUTE_KICKBACK',
    name: 'Machine Glute Kickback',
    aliases: ['Glute Kickback Machine', 'Glute Isolator', 'Machine Hip Extension'],
    type: 'WEIGHT_REPS',
    tags: ['UNILATERAL', 'MACHINE', 'LEGS_SPLIT'],
    requiredEquipment: ['GLUTE_KICKBACK_MACHINE'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 70, isPrimary: true },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'SEMITENDINOSUS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Adjust the machine so the chest pad supports your upper body and the lever’s foot plate or pad lines up with your working leg.',
          'Grip the handles, brace and keep a slight bend in the standing knee.',
          'Drive the working leg back and up by extending your hip until the thigh is in line with your torso or slightly behind it.',
          'Squeeze the glute for a moment at the end without arching your lower back.',
          'Let the leg return under control until you feel a stretch in the glute, then repeat and switch sides.',
        ],
        tips: [
          'Push through the heel rather than the toes to keep the hamstrings from taking over.',
          'Leaning your torso further forward starts each rep from a deeper hip angle and adds stretch.',
        ],
        commonMistakes: [
          'Swinging the leg with momentum instead of controlling both directions.',
          'Arching the lower back to move the lever further.',
        ],
      },
      'es-ES': {
        steps: [
          'Ajusta la máquina para que el apoyo de pecho sujete el tronco y la plataforma o el rodillo de la palanca quede alineado con la pierna que trabaja.',
          'Agarra las asas, aprieta el abdomen y mantén ligeramente flexionada la rodilla de apoyo.',
          'Lleva la pierna que trabaja hacia atrás y arriba extendiendo la cadera hasta que el muslo quede en línea con el tronco o un poco por detrás.',
          'Aprieta el glúteo un instante al final sin arquear la zona lumbar.',
          'Deja volver la pierna de forma controlada hasta notar el glúteo estirado, repite y cambia de lado.',
        ],
        tips: [
          'Empuja con el talón y no con la punta para que los isquiotibiales no tomen el mando.',
          'Si inclinas más el tronco hacia delante, cada repetición empieza con la cadera más flexionada y el estiramiento es mayor.',
        ],
        commonMistakes: [
          'Balancear la pierna con impulso en lugar de controlar la ida y la vuelta.',
          'Arquear la zona lumbar para mover la palanca más lejos.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Patada de glúteo en máquina', aliases: ['Glute kickback en máquina', 'Máquina de patada de glúteo'] } },
  },
  {
    code: 'PAUSED_MACHINE_GLUTE_KICKBACK',
    name: 'Paused Machine Glute Kickback',
    aliases: ['Machine Kickback with Hold', 'Isohold Glute Kickback'],
    type: 'WEIGHT_REPS_TEMPO',
    tags: ['UNILATERAL', 'MACHINE', 'LEGS_SPLIT'],
    requiredEquipment: ['GLUTE_KICKBACK_MACHINE'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 75, isPrimary: true },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set up on the glute kickback machine with your chest supported and the working foot on the plate or pad.',
          'Kick back to full hip extension at a normal speed.',
          'Hold the end position for 2 to 3 seconds, squeezing the glute as hard as you can.',
          'Lower over about 3 seconds until your hip is fully bent again.',
          'Repeat for all reps, then switch legs.',
        ],
        tips: [
          'Log the tempo, for example 3-0-1-3, so the hold and the slow lowering are on record.',
          'Take about a third off your normal kickback weight; the hold is where the set gets hard.',
        ],
        commonMistakes: [
          'Holding the top by arching the lower back instead of contracting the glute.',
          'Cutting the hold shorter with every rep as fatigue builds.',
        ],
      },
      'es-ES': {
        steps: [
          'Colócate en la máquina de patada de glúteo con el pecho apoyado y el pie que trabaja sobre la plataforma o el rodillo.',
          'Lleva la pierna atrás hasta extender del todo la cadera a velocidad normal.',
          'Mantén la posición final de 2 a 3 segundos apretando el glúteo todo lo que puedas.',
          'Baja en unos 3 segundos hasta que la cadera vuelva a estar flexionada del todo.',
          'Repite todas las repeticiones y cambia de pierna.',
        ],
        tips: [
          'Anota el tempo, por ejemplo 3-0-1-3, para que quede registrada la pausa y la bajada lenta.',
          'Quita más o menos un tercio del peso de tu patada normal; la serie se complica en la pausa.',
        ],
        commonMistakes: [
          'Aguantar arriba arqueando la zona lumbar en lugar de contraer el glúteo.',
          'Acortar la pausa en cada repetición a medida que llega la fatiga.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Patada de glúteo en máquina con pausa', aliases: ['Glute kickback con pausa', 'Patada de glúteo con isométrico'] },
    },
  },
  {
    code: 'BANDED_CLAMSHELL',
    name: 'Banded Clamshell',
    aliases: ['Clamshell', 'Clam Shell', 'Band Clamshell'],
    type: 'EXERCISE_BANDS',
    tags: ['HOME_EXERCISE', 'GOOD_WARMUP', 'PREGNANCY', 'LEGS_SPLIT'],
    requiredEquipment: ['MINI_BANDS'],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 55, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 25, isPrimary: false },
      { muscleCode: 'GLUTEUS_MINIMUS', targetPercentage: 20, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Loop a mini band around your thighs just above the knees and lie on your side with your head resting on your lower arm.',
          'Bend your hips to about 45 degrees and your knees to 90 degrees, with hips and feet stacked.',
          'Keeping your feet together, lift the top knee as high as you can without rolling your pelvis back.',
          'Pause briefly at the top, then lower the knee slowly against the band.',
          'Complete all reps, then turn over to work the other side.',
        ],
        tips: [
          'Rest your top hand on your hip to feel whether the pelvis rolls; it should stay still.',
          'Tip your torso slightly forward to shift the work from the front of the hip into the glutes.',
        ],
        commonMistakes: ['Rocking the whole pelvis backward to lift the knee higher.', 'Letting the feet come apart.'],
      },
      'es-ES': {
        steps: [
          'Coloca una minibanda alrededor de los muslos justo por encima de las rodillas y túmbate de lado con la cabeza apoyada en el brazo de abajo.',
          'Flexiona la cadera a unos 45 grados y las rodillas a 90, con las caderas y los pies uno encima del otro.',
          'Sin separar los pies, sube la rodilla de arriba todo lo que puedas sin que la pelvis gire hacia atrás.',
          'Haz una breve pausa arriba y baja la rodilla despacio contra la resistencia de la banda.',
          'Completa todas las repeticiones y date la vuelta para trabajar el otro lado.',
        ],
        tips: [
          'Apoya la mano de arriba en la cadera para notar si la pelvis gira; debe quedarse quieta.',
          'Inclina un poco el tronco hacia delante para pasar el trabajo de la parte delantera de la cadera a los glúteos.',
        ],
        commonMistakes: ['Balancear toda la pelvis hacia atrás para subir más la rodilla.', 'Separar los pies.'],
      },
    },
    names: { 'es-ES': { name: 'Almeja con banda', aliases: ['Clamshell', 'Ejercicio de la almeja'] } },
  },
  {
    code: 'BANDED_FIRE_HYDRANT',
    name: 'Banded Fire Hydrant',
    aliases: ['Fire Hydrant', 'Quadruped Hip Abduction'],
    type: 'EXERCISE_BANDS',
    tags: ['HOME_EXERCISE', 'GOOD_WARMUP', 'LEGS_SPLIT'],
    requiredEquipment: ['MINI_BANDS'],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 50, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 30, isPrimary: false },
      { muscleCode: 'GLUTEUS_MINIMUS', targetPercentage: 20, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Place a mini band just above your knees and get on all fours, hands under your shoulders and knees under your hips.',
          'Keeping the knee bent at 90 degrees, lift one leg out to the side until the thigh is close to parallel with the floor.',
          'Keep your torso level the whole time instead of leaning away from the lifting leg.',
          'Lower the knee under control until it almost touches the floor.',
          'Finish all reps on one side before switching.',
        ],
        tips: [
          'Press the floor away with the hand on the working side to stop your torso from tilting.',
          'Master a lighter band with a pause at the top before moving to a heavier one.',
        ],
        commonMistakes: [
          'Twisting through the lower back to lift the leg higher.',
          'Rushing the lowering so the band snaps the knee down.',
        ],
      },
      'es-ES': {
        steps: [
          'Coloca una minibanda justo por encima de las rodillas y ponte a cuatro patas, con las manos bajo los hombros y las rodillas bajo la cadera.',
          'Con la rodilla doblada a 90 grados, sube una pierna hacia el lado hasta que el muslo quede casi paralelo al suelo.',
          'Mantén el tronco nivelado todo el rato en lugar de inclinarte hacia el lado contrario.',
          'Baja la rodilla de forma controlada hasta que casi toque el suelo.',
          'Termina todas las repeticiones de un lado antes de cambiar.',
        ],
        tips: [
          'Empuja el suelo con la mano del lado que trabaja para que el tronco no se incline.',
          'Domina una banda suave con pausa arriba antes de pasar a una más dura.',
        ],
        commonMistakes: [
          'Girar la zona lumbar para subir más la pierna.',
          'Bajar con prisa, de modo que la banda tira de la rodilla hacia el suelo.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Fire hydrant con banda', aliases: ['Fire hydrant', 'Abducción de cadera a cuatro patas'] } },
  },
  {
    code: 'STANDING_CABLE_HIP_ABDUCTION',
    name: 'Standing Cable Hip Abduction',
    aliases: ['Cable Hip Abduction', 'Cable Leg Abduction'],
    type: 'WEIGHT_REPS',
    tags: ['UNILATERAL', 'LEGS_SPLIT'],
    requiredEquipment: [['CABLE_MACHINE', 'CABLE_STATION', 'CABLE_CROSSOVER', 'FUNCTIONAL_TRAINER'], 'ANKLE_STRAP'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 55, isPrimary: true },
      { muscleCode: 'GLUTEUS_MINIMUS', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'TENSOR_FASCIAE_LATAE', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Attach an ankle strap to a low pulley and fasten it around the ankle farther from the machine.',
          'Stand side-on to the stack, hold the frame with your near hand and step away until the cable is taut.',
          'With your torso tall and toes pointing forward, sweep the working leg out and away from the machine.',
          'Stop when the side of your hip is working hard, usually at 30 to 45 degrees, before your torso starts to lean.',
          'Let the leg return slowly across the front of the standing foot, then repeat and switch sides.',
        ],
        tips: [
          'A slight forward lean of the torso shifts more of the work to the glute and less to the TFL.',
          'Keep the standing knee soft to spare the supporting hip.',
        ],
        commonMistakes: [
          'Leaning the torso away to swing the leg higher.',
          'Turning the toes up to the ceiling, which hands the work to the hip flexors.',
        ],
      },
      'es-ES': {
        steps: [
          'Engancha una tobillera a la polea baja y ajústala en el tobillo más alejado de la máquina.',
          'Colócate de lado a la columna de peso, agárrate al bastidor con la mano más cercana y sepárate hasta que el cable quede tenso.',
          'Con el tronco erguido y la punta del pie mirando al frente, lleva la pierna que trabaja hacia fuera, alejándola de la máquina.',
          'Detente cuando notes trabajar fuerte el lateral de la cadera, normalmente entre 30 y 45 grados, antes de que el tronco empiece a inclinarse.',
          'Deja volver la pierna despacio cruzando por delante del pie de apoyo, repite y cambia de lado.',
        ],
        tips: [
          'Inclinar un poco el tronco hacia delante pasa más trabajo al glúteo y menos al tensor de la fascia lata.',
          'Mantén la rodilla de apoyo algo flexionada para proteger la cadera que sostiene el cuerpo.',
        ],
        commonMistakes: [
          'Inclinar el tronco hacia el lado contrario para subir más la pierna.',
          'Girar la punta del pie hacia el techo, lo que pasa el trabajo a los flexores de la cadera.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Abducción de cadera de pie en polea', aliases: ['Abducción en polea', 'Abducción de pierna en polea'] } },
  },
  {
    code: 'STANDING_CABLE_HIP_ADDUCTION',
    name: 'Standing Cable Hip Adduction',
    aliases: ['Cable Hip Adduction', 'Cable Leg Adduction'],
    type: 'WEIGHT_REPS',
    tags: ['UNILATERAL', 'LEGS_SPLIT'],
    requiredEquipment: [['CABLE_MACHINE', 'CABLE_STATION', 'CABLE_CROSSOVER', 'FUNCTIONAL_TRAINER'], 'ANKLE_STRAP'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'ADDUCTORS', targetPercentage: 80, isPrimary: true },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Fasten an ankle strap around the ankle nearer the low pulley.',
          'Stand side-on to the machine and step away until the cable draws the working leg out toward the stack.',
          'Holding the frame for balance, pull the working leg across your body until it passes just in front of the standing foot.',
          'Pause briefly, then let the cable take the leg back out slowly to a comfortable stretch.',
          'Complete the set, then turn around for the other leg.',
        ],
        tips: [
          'Strong inner thighs help protect the groin, which is why field and court athletes train this movement.',
          'Keep the working leg long with a soft knee and let the movement come from the hip.',
        ],
        commonMistakes: ['Twisting the hips to swing the leg across.', 'Letting the cable yank the leg out into an uncontrolled stretch.'],
      },
      'es-ES': {
        steps: [
          'Ajusta una tobillera en el tobillo más cercano a la polea baja.',
          'Colócate de lado a la máquina y sepárate hasta que el cable lleve la pierna que trabaja hacia fuera, en dirección a la columna de peso.',
          'Agárrate al bastidor para equilibrarte y lleva la pierna que trabaja por delante del cuerpo hasta que pase justo por delante del pie de apoyo.',
          'Haz una breve pausa y deja que el cable devuelva la pierna hacia fuera despacio hasta un estiramiento cómodo.',
          'Completa la serie y date la vuelta para la otra pierna.',
        ],
        tips: [
          'Unos aductores fuertes ayudan a proteger la ingle, y por eso los deportistas de campo y pista trabajan este movimiento.',
          'Mantén la pierna que trabaja larga, con la rodilla algo flexionada, y que el movimiento salga de la cadera.',
        ],
        commonMistakes: [
          'Girar la cadera para lanzar la pierna por delante.',
          'Dejar que el cable arrastre la pierna hacia fuera en un estiramiento sin control.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Aducción de cadera de pie en polea', aliases: ['Aducción en polea', 'Aducción de pierna en polea'] } },
  },
  {
    code: 'KNEELING_ADDUCTOR_SLIDE',
    name: 'Kneeling Adductor Slide',
    aliases: ['Adductor Slide', 'Slider Adductor Slide'],
    type: 'BODYWEIGHT_REPS',
    tags: ['UNILATERAL', 'BODYWEIGHT_WITH_EQUIPMENT', 'HOME_EXERCISE', 'LEGS_SPLIT'],
    requiredEquipment: ['SLIDERS'],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'ADDUCTORS', targetPercentage: 80, isPrimary: true },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'INTERNAL_OBLIQUES', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Kneel on one knee on a mat and extend the other leg straight out to the side, its foot on a slider with the toes pointing forward.',
          'Place your hands on the floor in front of you or on your hips and keep your chest up.',
          'Slowly slide the straight leg further out to the side, lowering your hips toward the floor until the inner thigh is well stretched.',
          'Squeeze the inner thigh of the straight leg to drag the slider back toward the kneeling knee.',
          'Complete the reps, then switch sides.',
        ],
        tips: [
          'Take 3 to 4 seconds on the way out; the slow lengthening is what toughens the adductors against groin strains.',
          'Keep your hands on the floor for support until you can control the full range.',
        ],
        commonMistakes: [
          'Bending the sliding knee, which takes the load off the adductors.',
          'Sliding out further than you can pull back and collapsing onto the floor.',
        ],
      },
      'es-ES': {
        steps: [
          'Arrodíllate sobre una rodilla en una esterilla y estira la otra pierna hacia el lado, con el pie sobre un deslizador y la punta mirando al frente.',
          'Apoya las manos en el suelo delante de ti o en la cadera y mantén el pecho alto.',
          'Desliza despacio la pierna estirada más hacia el lado, bajando la cadera hacia el suelo hasta notar bien estirado el aductor.',
          'Aprieta el aductor de la pierna estirada para arrastrar el deslizador de vuelta hacia la rodilla apoyada.',
          'Completa las repeticiones y cambia de lado.',
        ],
        tips: [
          'Tarda de 3 a 4 segundos en la salida; ese alargamiento lento es lo que hace a los aductores más resistentes a las lesiones de ingle.',
          'Mantén las manos en el suelo como apoyo hasta que controles todo el recorrido.',
        ],
        commonMistakes: [
          'Doblar la rodilla de la pierna que desliza, lo que quita la carga de los aductores.',
          'Deslizar más lejos de lo que eres capaz de recoger y acabar cayendo al suelo.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Deslizamiento de aductores de rodillas', aliases: ['Adductor slide', 'Deslizamiento de aductor con slider'] },
    },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // Hamstring and quad isolation
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'SLIDER_HAMSTRING_CURL',
    name: 'Slider Hamstring Curl',
    aliases: ['Sliding Leg Curl', 'Slider Leg Curl'],
    type: 'BODYWEIGHT_REPS',
    tags: ['BODYWEIGHT_WITH_EQUIPMENT', 'HOME_EXERCISE', 'LEGS_SPLIT'],
    requiredEquipment: ['SLIDERS'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'SEMITENDINOSUS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'SEMIMEMBRANOSUS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on your back with your heels on sliders, knees bent and feet close to your hips.',
          'Lift your hips into a bridge so your body is straight from shoulders to knees.',
          'Keeping the hips high, slowly slide your heels away until your legs are almost straight.',
          'Dig your heels into the sliders and curl them back toward your hips without letting the hips drop.',
          'Lower your hips to the floor only when the set is finished.',
        ],
        tips: [
          'If you cannot curl back in yet, do only the slow slide out, then lower your hips and reset.',
          'Pull your toes toward your shins to reduce calf cramping.',
        ],
        commonMistakes: [
          'Letting the hips sag to the floor as the legs straighten.',
          'Sliding out quickly and losing control of the lengthening phase.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate boca arriba con los talones sobre los deslizadores, las rodillas dobladas y los pies cerca de la cadera.',
          'Eleva la cadera en puente para que el cuerpo quede recto de hombros a rodillas.',
          'Sin bajar la cadera, desliza despacio los talones hacia delante hasta que las piernas queden casi estiradas.',
          'Clava los talones en los deslizadores y recógelos hacia la cadera sin dejar que esta baje.',
          'Baja la cadera al suelo solo cuando termines la serie.',
        ],
        tips: [
          'Si todavía no puedes recoger las piernas, haz solo la salida lenta, baja la cadera y vuelve a empezar.',
          'Lleva las puntas de los pies hacia las espinillas para que no se te carguen los gemelos.',
        ],
        commonMistakes: [
          'Dejar que la cadera caiga al suelo a medida que se estiran las piernas.',
          'Deslizar rápido y perder el control de la fase de alargamiento.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Curl femoral con deslizadores', aliases: ['Curl de isquios con sliders', 'Curl femoral deslizante'] } },
  },
  {
    code: 'REVERSE_NORDIC_CURL',
    name: 'Reverse Nordic Curl',
    aliases: ['Reverse Nordic', 'Kneeling Quad Lean-Back'],
    type: 'BODYWEIGHT_REPS',
    tags: ['BODYWEIGHT_ONLY', 'HOME_EXERCISE', 'LEGS_SPLIT'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT', 'RESISTANCE_BANDS'],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 80, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Kneel on a padded mat with your knees hip-width apart and the tops of your feet flat on the floor.',
          'Squeeze your glutes so your body forms a straight line from knees to head, arms crossed on your chest or reaching forward.',
          'Lean back slowly by letting your knees bend, keeping your hips fully extended the whole way.',
          'Go back only as far as you can control, ideally until your shoulders come close to your heels.',
          'Pull yourself back to upright with your quads while keeping the hips locked.',
        ],
        tips: [
          'Hold a band anchored in front of you for assistance while you build range.',
          'Start with a few inches of lean and add range week by week; the quads and knee tendons both need to adapt.',
        ],
        commonMistakes: [
          'Bending at the hips and sitting back toward the heels, which takes the load off the quads.',
          'Dropping into the bottom without control.',
        ],
      },
      'es-ES': {
        steps: [
          'Arrodíllate sobre una esterilla acolchada con las rodillas a la anchura de la cadera y el empeine apoyado en el suelo.',
          'Aprieta los glúteos para que el cuerpo forme una línea recta de rodillas a cabeza, con los brazos cruzados sobre el pecho o estirados al frente.',
          'Inclínate hacia atrás despacio dejando que se doblen las rodillas, con la cadera totalmente extendida en todo momento.',
          'Ve hacia atrás solo hasta donde puedas controlar, idealmente hasta que los hombros se acerquen a los talones.',
          'Vuelve a la posición vertical con la fuerza del cuádriceps sin soltar la cadera.',
        ],
        tips: [
          'Agárrate a una goma anclada delante de ti como ayuda mientras ganas recorrido.',
          'Empieza inclinándote solo unos centímetros y añade recorrido semana a semana; el cuádriceps y los tendones de la rodilla necesitan adaptarse.',
        ],
        commonMistakes: [
          'Doblar la cadera y sentarse hacia los talones, lo que quita la carga del cuádriceps.',
          'Dejarse caer al fondo sin control.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Nórdico inverso', aliases: ['Curl nórdico inverso', 'Reverse nordic'] } },
  },
  {
    code: 'SINGLE_LEG_EXTENSION',
    name: 'Single-Leg Extension',
    aliases: ['One-Leg Leg Extension', 'Unilateral Leg Extension'],
    type: 'WEIGHT_REPS',
    tags: ['UNILATERAL', 'MACHINE', 'LEGS_SPLIT'],
    requiredEquipment: ['LEG_EXTENSION_MACHINE'],
    optionalEquipment: [],
    muscleUsage: [{ muscleCode: 'QUADRICEPS', targetPercentage: 100, isPrimary: true }],
    instructions: {
      'en-US': {
        steps: [
          'Set the back pad so your knee lines up with the machine’s pivot and the shin pad sits just above your ankle.',
          'Sit back with your hips down, hold the handles and place one leg behind the pad, resting the other leg underneath it.',
          'Extend the working knee until the leg is straight, pausing briefly with the quad fully contracted.',
          'Lower the weight slowly until your knee is bent just past 90 degrees.',
          'Finish the set on one leg, then switch.',
        ],
        tips: [
          'Training one leg at a time reveals and evens out strength gaps between sides.',
          'Pull yourself down into the seat with the handles so your hips do not lift at the top.',
        ],
        commonMistakes: ['Kicking the weight up so the lever bangs at the top.', 'Letting the stack slam down between reps.'],
      },
      'es-ES': {
        steps: [
          'Ajusta el respaldo para que la rodilla quede alineada con el eje de la máquina y el rodillo justo por encima del tobillo.',
          'Siéntate con la cadera bien apoyada, agarra las asas y coloca una pierna detrás del rodillo, dejando la otra debajo.',
          'Extiende la rodilla que trabaja hasta estirar la pierna y haz una breve pausa con el cuádriceps contraído del todo.',
          'Baja el peso despacio hasta que la rodilla quede doblada algo más de 90 grados.',
          'Termina la serie con una pierna y cambia.',
        ],
        tips: [
          'Trabajar una pierna cada vez deja ver y corrige las diferencias de fuerza entre lados.',
          'Tira de las asas para mantenerte pegado al asiento y que la cadera no se levante arriba.',
        ],
        commonMistakes: [
          'Subir el peso de una patada, de forma que la palanca golpea arriba.',
          'Dejar caer la columna de peso de golpe entre repeticiones.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Extensión de cuádriceps a una pierna', aliases: ['Extensión de pierna unilateral', 'Extensiones a una pierna'] },
    },
  },
  {
    code: 'STANDING_CABLE_LEG_CURL',
    name: 'Standing Cable Leg Curl',
    aliases: ['Cable Hamstring Curl', 'Standing Cable Hamstring Curl'],
    type: 'WEIGHT_REPS',
    tags: ['UNILATERAL', 'LEGS_SPLIT'],
    requiredEquipment: [['CABLE_MACHINE', 'CABLE_STATION', 'CABLE_CROSSOVER', 'FUNCTIONAL_TRAINER'], 'ANKLE_STRAP'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 40, isPrimary: true },
      { muscleCode: 'SEMITENDINOSUS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'SEMIMEMBRANOSUS', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 15, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Fasten an ankle strap around one ankle and clip it to a low pulley, then face the machine and hold the frame.',
          'Step back until the cable is taut, with the working thigh vertical and the knee slightly behind the standing leg.',
          'Curl your heel up toward your glute, keeping the thigh still.',
          'Squeeze the hamstring at the top, then lower the foot slowly to full extension.',
          'Complete the set, then switch legs.',
        ],
        tips: [
          'Lean your torso slightly forward to put the hamstrings on more stretch.',
          'Flex your foot toward your shin to keep the calf from helping too much.',
        ],
        commonMistakes: ['Swinging the thigh forward as the heel rises.', 'Arching the lower back to move more weight.'],
      },
      'es-ES': {
        steps: [
          'Ajusta una tobillera en un tobillo y engánchala a la polea baja; ponte de cara a la máquina y agárrate al bastidor.',
          'Retrocede hasta que el cable quede tenso, con el muslo que trabaja vertical y la rodilla un poco por detrás de la pierna de apoyo.',
          'Lleva el talón hacia el glúteo sin mover el muslo.',
          'Aprieta el isquiotibial arriba y baja el pie despacio hasta estirar la pierna del todo.',
          'Completa la serie y cambia de pierna.',
        ],
        tips: [
          'Inclina un poco el tronco hacia delante para que los isquiotibiales trabajen más estirados.',
          'Lleva la punta del pie hacia la espinilla para que el gemelo no ayude demasiado.',
        ],
        commonMistakes: ['Llevar el muslo hacia delante mientras sube el talón.', 'Arquear la zona lumbar para mover más peso.'],
      },
    },
    names: { 'es-ES': { name: 'Curl femoral de pie en polea', aliases: ['Curl de isquios en polea', 'Curl femoral en polea'] } },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // Calves and shins
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'DONKEY_CALF_RAISE',
    name: 'Donkey Calf Raise',
    aliases: ['Bent-Over Calf Raise', 'Donkey Raise'],
    type: 'WEIGHTED_BODYWEIGHT',
    tags: ['PARTNER', 'LEGS_SPLIT'],
    requiredEquipment: [['PLYO_BOX', 'WEIGHT_PLATES']],
    optionalEquipment: [['DIP_BELT', 'WEIGHT_VEST'], 'FLAT_BENCH'],
    muscleUsage: [
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 75, isPrimary: true },
      { muscleCode: 'SOLEUS', targetPercentage: 25, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand with the balls of your feet on the edge of a sturdy step or a stack of plates, heels hanging off.',
          'Hinge forward at the hips until your torso is roughly parallel to the floor and rest your forearms on a bench, rack or box.',
          'Add load with a dip belt or weight vest, or have a training partner sit astride your hips, over the pelvis rather than the lower back.',
          'Keep your knees straight and lower your heels as far as they go for a full stretch.',
          'Rise as high as you can onto your toes, pause, then lower slowly.',
        ],
        tips: [
          'The hinged hips stretch the gastrocnemius from above the knee, which is why this variation feels so intense.',
          'Pause for one to two seconds at the bottom to take the bounce out of the Achilles tendon.',
        ],
        commonMistakes: ['Bending the knees to bounce the weight up.', 'Cutting the range short at the bottom.'],
      },
      'es-ES': {
        steps: [
          'Apoya la parte delantera de los pies en el borde de un escalón firme o una pila de discos, con los talones en el aire.',
          'Flexiona la cadera hasta que el tronco quede más o menos paralelo al suelo y apoya los antebrazos en un banco, una jaula o un cajón.',
          'Añade carga con un cinturón de lastre o un chaleco, o pide a un compañero que se siente a horcajadas sobre tu cadera, encima de la pelvis y no de la zona lumbar.',
          'Mantén las rodillas estiradas y baja los talones todo lo posible para un estiramiento completo.',
          'Sube todo lo que puedas de puntillas, haz una pausa y baja despacio.',
        ],
        tips: [
          'Con la cadera flexionada, el gemelo se estira también desde encima de la rodilla, y por eso esta variante se nota tanto.',
          'Haz una pausa de uno o dos segundos abajo para quitar el rebote del tendón de Aquiles.',
        ],
        commonMistakes: ['Doblar las rodillas para subir el peso con un rebote.', 'Quedarse corto de recorrido abajo.'],
      },
    },
    names: { 'es-ES': { name: 'Elevación de gemelos tipo burro', aliases: ['Gemelo burro', 'Donkey calf raise'] } },
  },
  {
    code: 'SMITH_MACHINE_CALF_RAISE',
    name: 'Smith Machine Calf Raise',
    aliases: ['Smith Calf Raise', 'Smith Machine Standing Calf Raise'],
    type: 'WEIGHT_REPS',
    tags: ['MACHINE', 'PLATE_LOADED', 'LEGS_SPLIT'],
    requiredEquipment: ['SMITH_MACHINE', 'WEIGHT_PLATES'],
    optionalEquipment: ['PLYO_BOX'],
    muscleUsage: [
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 70, isPrimary: true },
      { muscleCode: 'SOLEUS', targetPercentage: 30, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Place a low step or a stack of plates under the Smith bar and set the bar at upper-back height.',
          'Step under the bar, put the balls of your feet on the edge of the step and unhook the bar.',
          'With your knees straight but not locked, lower your heels as far as they will go.',
          'Push up through the big toe and second toe until you are as high on your toes as possible.',
          'Pause at the top, lower under control and re-hook the bar after the set.',
        ],
        tips: [
          'Keep the step centered under the bar so the fixed path does not pull you forward or back.',
          'Keep your weight toward the big-toe side of the foot so the ankles do not roll outward.',
        ],
        commonMistakes: ['Bouncing in and out of the bottom position.', 'Bending the knees to help drive the bar up.'],
      },
      'es-ES': {
        steps: [
          'Coloca un escalón bajo o una pila de discos bajo la barra de la multipower y sube la barra a la altura de la parte alta de la espalda.',
          'Métete bajo la barra, apoya la parte delantera de los pies en el borde del escalón y desengancha la barra.',
          'Con las rodillas estiradas pero sin bloquear, baja los talones todo lo que puedas.',
          'Empuja con el dedo gordo y el segundo dedo hasta quedar lo más alto posible de puntillas.',
          'Haz una pausa arriba, baja de forma controlada y vuelve a enganchar la barra al terminar la serie.',
        ],
        tips: [
          'Mantén el escalón centrado bajo la barra para que el recorrido fijo no te lleve hacia delante ni hacia atrás.',
          'Carga el peso hacia el lado del dedo gordo para que los tobillos no se vayan hacia fuera.',
        ],
        commonMistakes: ['Rebotar al entrar y salir de la posición baja.', 'Doblar las rodillas para ayudar a subir la barra.'],
      },
    },
    names: { 'es-ES': { name: 'Elevación de gemelos en multipower', aliases: ['Gemelos en multipower', 'Gemelo en Smith'] } },
  },
  {
    code: 'SEATED_DUMBBELL_CALF_RAISE',
    name: 'Seated Dumbbell Calf Raise',
    aliases: ['Seated DB Calf Raise', 'Bench Calf Raise'],
    type: 'WEIGHT_REPS',
    tags: ['HOME_EXERCISE', 'LEGS_SPLIT'],
    requiredEquipment: [['DUMBBELLS', 'KETTLEBELLS'], 'FLAT_BENCH'],
    optionalEquipment: ['WEIGHT_PLATES'],
    muscleUsage: [
      { muscleCode: 'SOLEUS', targetPercentage: 65, isPrimary: true },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 35, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Sit on the end of a bench with the balls of your feet on a plate or low block so your heels can drop below your toes.',
          'Rest a dumbbell upright on each thigh just above the knee, or one heavy dumbbell across both knees, and steady it with your hands.',
          'Lower your heels toward the floor for a full stretch.',
          'Drive up onto your toes as high as possible, pause, and lower slowly.',
        ],
        tips: [
          'Bent knees slacken the gastrocnemius, so this variation puts most of the work on the soleus.',
          'Put a folded towel under the dumbbells to spread the pressure on your thighs.',
        ],
        commonMistakes: ['Lifting the dumbbells with your hands to help.', 'Rolling onto the outside edges of the feet.'],
      },
      'es-ES': {
        steps: [
          'Siéntate en el extremo de un banco con la parte delantera de los pies sobre un disco o un bloque bajo para que los talones puedan bajar por debajo de los dedos.',
          'Apoya una mancuerna en vertical sobre cada muslo, justo por encima de la rodilla, o una mancuerna pesada atravesada sobre las dos, y sujétala con las manos.',
          'Baja los talones hacia el suelo para un estiramiento completo.',
          'Sube de puntillas todo lo posible, haz una pausa y baja despacio.',
        ],
        tips: [
          'Con las rodillas dobladas el gemelo pierde tensión, así que esta variante carga sobre todo el sóleo.',
          'Pon una toalla doblada bajo las mancuernas para repartir la presión sobre los muslos.',
        ],
        commonMistakes: ['Ayudarse a subir las mancuernas con las manos.', 'Apoyarse en el borde exterior de los pies.'],
      },
    },
    names: {
      'es-ES': { name: 'Elevación de gemelos sentado con mancuernas', aliases: ['Gemelo sentado con mancuernas', 'Sóleo con mancuernas'] },
    },
  },
  {
    code: 'LEG_PRESS_CALF_RAISE',
    name: 'Leg Press Calf Raise',
    aliases: ['Leg Press Calf Press', 'Calf Press on Leg Press'],
    type: 'WEIGHT_REPS',
    tags: ['MACHINE', 'PLATE_LOADED', 'LEGS_SPLIT'],
    requiredEquipment: ['LEG_PRESS_MACHINE', 'WEIGHT_PLATES'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 70, isPrimary: true },
      { muscleCode: 'SOLEUS', targetPercentage: 30, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Sit in the leg press and place the balls of your feet on the bottom edge of the platform, hip-width apart, heels hanging off.',
          'Press the sled up until your knees are straight but soft, and set the safety stops as high as they will go.',
          'Let the platform push your toes back toward you, dropping your heels into a deep stretch.',
          'Press the platform away with the balls of your feet by pointing your ankles as far as they go.',
          'Pause at full extension, then let the sled return slowly.',
        ],
        tips: [
          'Wear shoes with grippy soles; a foot slipping off the edge under load is dangerous.',
          'Toes pointing straight ahead is the best default; small changes in or out only shift the feel slightly.',
        ],
        commonMistakes: [
          'Bending the knees so the quads move the sled.',
          'Placing so little of the foot on the platform that it can slip off.',
        ],
      },
      'es-ES': {
        steps: [
          'Siéntate en la prensa y apoya la parte delantera de los pies en el borde inferior de la plataforma, a la anchura de la cadera, con los talones fuera.',
          'Empuja la plataforma hasta que las rodillas queden estiradas pero sin bloquear y sube los topes de seguridad todo lo que se pueda.',
          'Deja que la plataforma lleve las puntas de los pies hacia ti, bajando los talones a un estiramiento profundo.',
          'Empuja la plataforma con la parte delantera de los pies estirando los tobillos al máximo.',
          'Haz una pausa con el tobillo totalmente extendido y deja volver la plataforma despacio.',
        ],
        tips: [
          'Usa calzado con suela que agarre; que un pie resbale del borde con carga es peligroso.',
          'Lo más recomendable es llevar las puntas de los pies rectas; girarlas un poco hacia dentro o hacia fuera apenas cambia la sensación.',
        ],
        commonMistakes: [
          'Doblar las rodillas de modo que el cuádriceps mueve la plataforma.',
          'Apoyar tan poco pie en la plataforma que puede resbalar.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Elevación de gemelos en prensa', aliases: ['Gemelos en prensa', 'Prensa de gemelos'] } },
  },
  {
    code: 'HACK_SQUAT_CALF_RAISE',
    name: 'Hack Squat Calf Raise',
    aliases: ['Hack Machine Calf Raise', 'Hack Calf Raise'],
    type: 'WEIGHT_REPS',
    tags: ['MACHINE', 'PLATE_LOADED', 'LEGS_SPLIT'],
    requiredEquipment: ['HACK_SQUAT_MACHINE', 'WEIGHT_PLATES'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 70, isPrimary: true },
      { muscleCode: 'SOLEUS', targetPercentage: 30, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Step into the hack squat machine facing the back pad, with the shoulder pads resting on top of your shoulders.',
          'Slide your feet back until only the balls of your feet are on the bottom edge of the platform.',
          'Stand up to take the load, release the safeties and keep your knees straight but soft.',
          'Lower your heels toward the floor until your calves are fully stretched.',
          'Rise onto your toes as high as possible, hold for a second, then lower under control.',
        ],
        tips: [
          'Facing the pad keeps your body leaning into the sled, so you stay stable even with heavy plates.',
          'Use a full stretch and a full squeeze on every rep rather than short, heavy pulses.',
        ],
        commonMistakes: [
          'Sagging at the hips and bending the knees as the set gets hard.',
          'Letting the heels drop fast and rebounding out of the bottom.',
        ],
      },
      'es-ES': {
        steps: [
          'Colócate en la máquina de hack squat mirando al respaldo, con las almohadillas apoyadas sobre los hombros.',
          'Lleva los pies hacia atrás hasta que solo la parte delantera quede sobre el borde inferior de la plataforma.',
          'Ponte de pie para coger la carga, suelta los seguros y mantén las rodillas estiradas pero sin bloquear.',
          'Baja los talones hacia el suelo hasta que los gemelos queden completamente estirados.',
          'Sube de puntillas lo más alto posible, aguanta un segundo y baja de forma controlada.',
        ],
        tips: [
          'Al mirar hacia el respaldo, el cuerpo se apoya en la máquina y te mantienes estable incluso con mucho peso.',
          'Busca un estiramiento y una contracción completos en cada repetición en lugar de rebotes cortos y pesados.',
        ],
        commonMistakes: [
          'Hundir la cadera y doblar las rodillas cuando la serie se complica.',
          'Dejar caer los talones rápido y rebotar en el fondo.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Elevación de gemelos en máquina hack', aliases: ['Gemelos en hack squat', 'Gemelo en hack'] } },
  },
  {
    code: 'SEATED_DUMBBELL_TIBIALIS_RAISE',
    name: 'Seated Dumbbell Tibialis Raise',
    aliases: ['Seated Tib Raise', 'Dumbbell Toe Raise'],
    type: 'WEIGHT_REPS',
    tags: ['HOME_EXERCISE', 'LEGS_SPLIT'],
    requiredEquipment: [
      ['DUMBBELLS', 'KETTLEBELLS'],
      ['FLAT_BENCH', 'PLYO_BOX'],
    ],
    optionalEquipment: [],
    muscleUsage: [{ muscleCode: 'TIBIALIS_ANTERIOR', targetPercentage: 100, isPrimary: true }],
    instructions: {
      'en-US': {
        steps: [
          'Sit on a high bench or box so your feet hang just clear of the floor.',
          'Hook a light kettlebell handle over the top of one foot, or grip a dumbbell upright between both feet.',
          'Let your toes point down toward the floor to stretch the front of the shin.',
          'Pull your toes up toward your shins as far as they will go, keeping your knees still.',
          'Hold the top for a second, lower slowly, and switch feet if you are working one leg at a time.',
        ],
        tips: [
          'Strong shin muscles help control the ankle and knee on descents and landings, which is why runners and jumpers train them.',
          'Begin with a very light weight; the tibialis is a small muscle and tires quickly.',
        ],
        commonMistakes: ['Swinging the weight up with momentum.', 'Turning the foot inward to cheat the weight up.'],
      },
      'es-ES': {
        steps: [
          'Siéntate en un banco alto o un cajón de forma que los pies queden colgando justo por encima del suelo.',
          'Engancha el asa de una kettlebell ligera sobre el empeine de un pie, o sujeta una mancuerna en vertical entre los dos pies.',
          'Deja que las puntas de los pies apunten al suelo para estirar la parte delantera de la espinilla.',
          'Lleva las puntas de los pies hacia las espinillas todo lo que puedas, sin mover las rodillas.',
          'Aguanta un segundo arriba, baja despacio y cambia de pie si trabajas una pierna cada vez.',
        ],
        tips: [
          'Un tibial fuerte ayuda a controlar el tobillo y la rodilla en las bajadas y los aterrizajes, y por eso corredores y saltadores lo entrenan.',
          'Empieza con muy poco peso; el tibial es un músculo pequeño y se fatiga enseguida.',
        ],
        commonMistakes: ['Subir el peso con un balanceo.', 'Girar el pie hacia dentro para hacer trampa al subir.'],
      },
    },
    names: { 'es-ES': { name: 'Elevación de tibial sentado con mancuerna', aliases: ['Tibial sentado', 'Flexión dorsal con mancuerna'] } },
  },
  {
    code: 'HEEL_WALK',
    name: 'Heel Walk',
    aliases: ['Heel Walking', 'Walking on Heels'],
    type: 'WALKING',
    tags: ['BODYWEIGHT_ONLY', 'HOME_EXERCISE', 'GOOD_WARMUP', 'LEGS_SPLIT'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'TIBIALIS_ANTERIOR', targetPercentage: 85, isPrimary: true },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 15, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand tall and pull your toes and the balls of your feet off the floor so you balance on your heels.',
          'Walk forward with short steps, keeping the toes lifted the entire time.',
          'Keep your knees almost straight and your hips stacked under you rather than sitting back.',
          'Walk for a set distance or time, typically 20 to 30 yards or about 30 seconds.',
          'Lower your toes, shake out your shins and repeat.',
        ],
        tips: [
          'Use it in the warm-up before running or jumping, or to balance out heavy calf work.',
          'Point your toes straight, then in, then out on different rounds to work the shin from slightly different angles.',
        ],
        commonMistakes: [
          'Letting the toes touch down once the shins start to burn.',
          'Leaning back and pushing the hips out behind you to keep your balance.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte erguido y levanta del suelo los dedos y la parte delantera de los pies para apoyarte solo en los talones.',
          'Camina hacia delante con pasos cortos, sin bajar los dedos en ningún momento.',
          'Mantén las rodillas casi estiradas y la cadera alineada bajo el cuerpo en lugar de echarla atrás.',
          'Camina una distancia o un tiempo fijos, normalmente de 20 a 30 metros o unos 30 segundos.',
          'Baja los dedos, suelta las espinillas y repite.',
        ],
        tips: [
          'Úsalo en el calentamiento antes de correr o saltar, o para compensar el trabajo pesado de gemelo.',
          'Lleva las puntas rectas, luego hacia dentro y luego hacia fuera en distintas rondas para trabajar la espinilla desde ángulos algo diferentes.',
        ],
        commonMistakes: [
          'Apoyar los dedos en cuanto empiezan a arder las espinillas.',
          'Echarse hacia atrás y sacar la cadera para mantener el equilibrio.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Caminar de talones', aliases: ['Marcha de talones', 'Heel walk'] } },
  },
];
