import type { ExerciseSeed } from '../types.js';

/**
 * Chest, shoulder and arm work: presses, flyes, raises, extensions and curls.
 */
export const pressesAndArms: ExerciseSeed[] = [
  // ---------------------------------------------------------------------------------------------------------------
  // Barbell bench press variations
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'BARBELL_FLOOR_PRESS',
    name: 'Barbell Floor Press',
    aliases: ['Barbell Floor Bench', 'Powerlifting Floor Press'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'POWERLIFTING'],
    requiredEquipment: ['BARBELL', 'WEIGHT_PLATES', ['POWER_RACK', 'SQUAT_RACK']],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 18, isPrimary: true },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set the rack hooks or safety pins so the bar sits a few inches below the reach of your outstretched arms when you lie on the floor.',
          'Lie under the bar with your eyes roughly below it, knees bent and feet flat, or legs straight if you prefer.',
          'Grip the bar at your normal bench width, squeeze your shoulder blades into the floor and unrack it over your shoulders.',
          'Lower the bar toward your lower chest until the backs of your upper arms rest fully on the floor.',
          'Let the elbows settle for a brief moment, then press the bar back up to lockout over your shoulders.',
        ],
        tips: [
          'Because the floor stops the elbows short of the chest, this variation overloads the top half of the bench press.',
          'Tuck the elbows to about 45 degrees so the upper arms, not the elbow points, land on the floor.',
          'A training partner can hand you the bar if your rack cannot be set low enough.',
        ],
        commonMistakes: [
          'Slamming the elbows into the floor and bouncing out of the bottom.',
          'Relaxing the upper back while the arms rest, so the press starts loose.',
          'Setting the hooks so low that you have to half-press the bar just to unrack it.',
        ],
      },
      'es-ES': {
        steps: [
          'Coloca los ganchos o los seguros del rack de modo que la barra quede unos centímetros por debajo del alcance de tus brazos estirados cuando estés tumbado en el suelo.',
          'Túmbate bajo la barra con los ojos más o menos debajo de ella, las rodillas flexionadas y los pies apoyados, o con las piernas estiradas si lo prefieres.',
          'Agarra la barra a tu anchura habitual de press de banca, clava las escápulas contra el suelo y desengancha la barra por encima de los hombros.',
          'Baja la barra hacia la parte baja del pecho hasta que la parte trasera de los brazos quede apoyada del todo en el suelo.',
          'Deja que los codos se asienten un instante y empuja la barra hasta bloquear por encima de los hombros.',
        ],
        tips: [
          'Como el suelo detiene los codos antes de llegar al pecho, esta variante sobrecarga la mitad superior del press de banca.',
          'Mete los codos a unos 45 grados para que apoye el brazo y no la punta del codo.',
          'Si tu rack no baja lo suficiente, pide a un compañero que te pase la barra.',
        ],
        commonMistakes: [
          'Golpear el suelo con los codos y rebotar para salir abajo.',
          'Soltar la tensión de la espalda alta mientras los brazos descansan, de modo que el empuje empieza flojo.',
          'Poner los ganchos tan bajos que tienes que hacer medio press solo para sacar la barra.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Press de suelo con barra', aliases: ['Floor press con barra', 'Press en el suelo con barra'] } },
  },
  {
    code: 'PAUSED_BENCH_PRESS',
    name: 'Paused Bench Press',
    aliases: ['Pause Bench', 'Competition Pause Bench Press', 'Paused Barbell Bench Press'],
    type: 'WEIGHT_REPS_TEMPO',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'POWERLIFTING'],
    requiredEquipment: ['BARBELL', 'WEIGHT_PLATES', 'FLAT_BENCH', ['POWER_RACK', 'SQUAT_RACK']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 42, isPrimary: true },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 13, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 13, isPrimary: false },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 7, isPrimary: false },
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 5, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set up on the bench with your shoulder blades retracted and depressed, a slight arch and your feet driving into the floor.',
          'Unrack the bar, take a breath and brace before the first rep.',
          'Lower the bar under control to your usual touch point on the lower chest or sternum.',
          'Let the bar sink onto your chest and hold it motionless for one to two seconds, or until a partner calls "press".',
          'Drive the bar up and slightly back toward your face until your elbows lock, keeping your hips on the bench.',
        ],
        tips: [
          'This is how a bench press must be done in a powerlifting meet, so it builds confidence for the platform.',
          'Keep pulling the bar apart with your hands during the pause to stay tight in the lats.',
          'Log the pause length in the tempo field so sessions stay comparable.',
        ],
        commonMistakes: [
          'Letting the bar rest heavily on the ribs and losing the arch during the pause.',
          'Counting the pause from the moment the bar approaches instead of when it is still.',
          'Lifting the glutes off the bench to break the bar off the chest.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate en el banco con las escápulas juntas y hundidas, un ligero arco y los pies empujando contra el suelo.',
          'Saca la barra del rack, coge aire y tensa el tronco antes de la primera repetición.',
          'Baja la barra con control hasta tu punto de contacto habitual en la parte baja del pecho o el esternón.',
          'Deja que la barra se asiente en el pecho y mantenla inmóvil uno o dos segundos, o hasta que un compañero te diga "press".',
          'Empuja la barra hacia arriba y ligeramente hacia la cara hasta bloquear los codos, sin despegar la cadera del banco.',
        ],
        tips: [
          'Así se exige el press de banca en competición de powerlifting, por lo que te da seguridad para la tarima.',
          'Durante la pausa sigue intentando separar la barra con las manos para mantener los dorsales activos.',
          'Anota la duración de la pausa en el campo de tempo para poder comparar sesiones.',
        ],
        commonMistakes: [
          'Dejar caer el peso sobre las costillas y perder el arco durante la pausa.',
          'Empezar a contar la pausa cuando la barra se acerca al pecho y no cuando está quieta.',
          'Despegar los glúteos del banco para arrancar la barra del pecho.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Press de banca con pausa', aliases: ['Press banca con pausa', 'Banca con pausa'] } },
  },
  {
    code: 'SPOTO_PRESS',
    name: 'Spoto Press',
    aliases: ['Hover Bench Press', 'Spoto Bench'],
    type: 'WEIGHT_REPS_TEMPO',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'POWERLIFTING'],
    requiredEquipment: ['BARBELL', 'WEIGHT_PLATES', 'FLAT_BENCH', ['POWER_RACK', 'SQUAT_RACK']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 40, isPrimary: true },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 7, isPrimary: false },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 6, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Take your normal competition bench setup and grip, then unrack the bar over your shoulders.',
          'Lower the bar slowly along your usual path.',
          'Stop the bar about 1 inch (2-3 cm) above your chest, without touching your shirt.',
          'Hold it dead still in that hover position for one to two seconds while staying tight.',
          'Press from the stop back to lockout along the same groove and repeat.',
        ],
        tips: [
          'Named after bench specialist Eric Spoto, the lift teaches you to control the bottom of the press instead of dropping into it.',
          'Squeeze the bar and keep your lats engaged so the bar does not drift toward your face or belly.',
          'Start with roughly 70 to 80 percent of the weight you would use for a touch-and-go set.',
        ],
        commonMistakes: [
          'Stopping 3 or 4 inches high, which turns it into a partial rep.',
          'Letting the bar touch the chest because the hold felt too hard.',
          'Losing leg drive and arch while the bar hovers.',
        ],
      },
      'es-ES': {
        steps: [
          'Adopta tu colocación y tu agarre de competición en el banco y saca la barra por encima de los hombros.',
          'Baja la barra despacio siguiendo tu trayectoria habitual.',
          'Detén la barra a unos 2 o 3 cm del pecho, sin llegar a rozar la camiseta.',
          'Mantenla totalmente quieta en esa posición suspendida uno o dos segundos sin perder la tensión.',
          'Empuja desde la parada hasta bloquear siguiendo la misma trayectoria y repite.',
        ],
        tips: [
          'Debe su nombre al especialista en banca Eric Spoto y enseña a controlar la parte baja del movimiento en lugar de dejarse caer.',
          'Aprieta la barra y mantén los dorsales activos para que no se desplace hacia la cara ni hacia el abdomen.',
          'Empieza con un 70 u 80 % del peso que usarías en una serie con toque y sin pausa.',
        ],
        commonMistakes: [
          'Parar a 8 o 10 cm del pecho, lo que lo convierte en una repetición parcial.',
          'Apoyar la barra en el pecho porque la pausa se hace demasiado dura.',
          'Perder el empuje de piernas y el arco mientras la barra está suspendida.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Spoto press', aliases: ['Press Spoto', 'Press de banca con pausa sin tocar el pecho'] } },
  },
  {
    code: 'PIN_PRESS',
    name: 'Pin Press',
    aliases: ['Bench Pin Press', 'Dead-Stop Bench Press', 'Pin Bench Press'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'POWERLIFTING'],
    requiredEquipment: ['BARBELL', 'WEIGHT_PLATES', 'FLAT_BENCH', ['POWER_RACK', 'SQUAT_RACK']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 32, isPrimary: true },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 6, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Place a flat bench inside the rack and set the safety pins at the height where your press usually stalls, often 2 to 4 inches (5-10 cm) off the chest.',
          'Load the bar resting on the pins, lie down and slide under it so it lines up with your sticking point.',
          'Set your shoulder blades, grip the bar and build full-body tension before it moves.',
          'Press the bar off the pins explosively to lockout.',
          'Lower it back until it settles on the pins, release the tension for a second, then rebuild and press again.',
        ],
        tips: [
          'Starting every rep from a dead stop removes the stretch reflex, so it builds pure starting strength at a chosen height.',
          'Mark the pin hole you use in your log so you can repeat the exact range later.',
          'Use a lower pin setting as your main weakness moves closer to the chest.',
        ],
        commonMistakes: [
          'Crashing the bar onto the pins, which rattles the rack and wrecks your setup.',
          'Bouncing off the pins instead of letting the bar come to a full stop.',
          'Lining the pins up so the bar starts over the neck or belly instead of your normal path.',
        ],
      },
      'es-ES': {
        steps: [
          'Mete un banco plano dentro del rack y pon los seguros a la altura donde sueles atascarte, a menudo a 5-10 cm del pecho.',
          'Carga la barra apoyada sobre los seguros, túmbate y colócate debajo para que coincida con tu punto de estancamiento.',
          'Fija las escápulas, agarra la barra y genera tensión en todo el cuerpo antes de moverla.',
          'Empuja la barra desde los seguros de forma explosiva hasta bloquear.',
          'Bájala hasta que se asiente en los seguros, relaja la tensión un segundo y vuelve a tensar antes de empujar otra vez.',
        ],
        tips: [
          'Empezar cada repetición desde parado elimina el rebote elástico, así que desarrolla fuerza de arranque pura a la altura elegida.',
          'Apunta en tu registro el agujero del rack que usas para repetir exactamente el mismo recorrido.',
          'Baja la altura de los seguros a medida que tu punto débil se acerque al pecho.',
        ],
        commonMistakes: [
          'Estrellar la barra contra los seguros, lo que hace vibrar el rack y deshace tu colocación.',
          'Rebotar en los seguros en vez de dejar que la barra se detenga del todo.',
          'Alinear los seguros de forma que la barra salga sobre el cuello o el abdomen en lugar de tu trayectoria normal.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Pin press', aliases: ['Press de banca desde seguros', 'Press de banca desde pines'] } },
  },
  {
    code: 'BOARD_PRESS',
    name: 'Board Press',
    aliases: ['2-Board Press', '3-Board Press', 'Board Bench Press'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'POWERLIFTING', 'PARTNER'],
    requiredEquipment: ['BARBELL', 'WEIGHT_PLATES', 'FLAT_BENCH', ['POWER_RACK', 'SQUAT_RACK']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 28, isPrimary: true },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 18, isPrimary: false },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 9, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stack one to three lengths of 2x6 board (each about 1.5 inches thick) into a block and have a partner hold it on your chest, or strap it to your torso with a band.',
          'Set up as for your normal bench press and unrack the bar.',
          'Lower the bar until it touches the top of the boards.',
          'Pause briefly with the bar sitting on the boards while keeping your chest up.',
          'Press back to lockout and keep the boards centered under the bar for every rep.',
        ],
        tips: [
          'More boards means a shorter range and a heavier weight; two or three boards target the lockout.',
          'It lets you get used to heavier loads in your hands without the strain of the bottom position.',
          'Program it after your main bench work with the reps in the 3 to 6 range.',
        ],
        commonMistakes: [
          'Dropping the bar onto the boards and rebounding off them.',
          'Flaring the elbows wide because the short range feels easy.',
          'Letting the partner pull the boards away before the set is finished.',
        ],
      },
      'es-ES': {
        steps: [
          'Une de una a tres tablas de unos 4 cm de grosor y pide a un compañero que te las sujete sobre el pecho, o átalas al torso con una goma.',
          'Colócate como en tu press de banca normal y saca la barra.',
          'Baja la barra hasta que toque la parte superior de las tablas.',
          'Haz una breve pausa con la barra apoyada en las tablas sin hundir el pecho.',
          'Empuja hasta bloquear y mantén las tablas centradas bajo la barra en todas las repeticiones.',
        ],
        tips: [
          'Más tablas significa menos recorrido y más peso; con dos o tres tablas trabajas el bloqueo.',
          'Te acostumbra a sentir cargas más pesadas en las manos sin el esfuerzo de la parte baja.',
          'Inclúyelo después de tu trabajo principal de banca, en series de 3 a 6 repeticiones.',
        ],
        commonMistakes: [
          'Dejar caer la barra sobre las tablas y rebotar en ellas.',
          'Abrir mucho los codos porque el recorrido corto parece fácil.',
          'Que el compañero retire las tablas antes de terminar la serie.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Board press', aliases: ['Press de banca con tablas', 'Press con tablas'] } },
  },
  {
    code: 'LARSEN_PRESS',
    name: 'Larsen Press',
    aliases: ['Legs-Up Bench Press', 'No Leg Drive Bench Press'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'POWERLIFTING'],
    requiredEquipment: ['BARBELL', 'WEIGHT_PLATES', 'FLAT_BENCH', ['POWER_RACK', 'SQUAT_RACK']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 42, isPrimary: true },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 7, isPrimary: false },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 5, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on the bench with your usual grip and set your shoulder blades back and down.',
          'Straighten your legs and hold them just off the floor, or rest your heels lightly on the ground without pushing.',
          'Unrack the bar, keeping your hips and upper back flat against the bench.',
          'Lower the bar to your chest in a controlled arc, touch, and press it back up.',
          'Keep your legs quiet for the whole set so the upper body does all the pressing.',
        ],
        tips: [
          'Removing leg drive exposes any instability in the shoulders and forces a consistent bar path.',
          'Expect to use noticeably less weight than your regular bench press.',
          'Have a spotter for heavier sets, since balance is harder without your feet planted.',
        ],
        commonMistakes: [
          'Wobbling the legs side to side to keep balance instead of bracing the trunk.',
          'Rebuilding a big arch by lifting the hips, which defeats the purpose.',
          'Letting the bar wander because the feet no longer anchor the setup.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate en el banco con tu agarre habitual y lleva las escápulas atrás y abajo.',
          'Estira las piernas y mantenlas justo por encima del suelo, o apoya los talones sin empujar.',
          'Saca la barra sin despegar del banco la cadera ni la espalda alta.',
          'Baja la barra al pecho describiendo un arco controlado, toca y vuelve a empujar.',
          'Mantén las piernas quietas toda la serie para que el empuje venga solo del tren superior.',
        ],
        tips: [
          'Al eliminar el impulso de piernas se nota cualquier inestabilidad en los hombros y te obliga a repetir la misma trayectoria.',
          'Cuenta con usar bastante menos peso que en tu press de banca normal.',
          'Usa un ayudante en las series pesadas, porque sin los pies apoyados cuesta más mantener el equilibrio.',
        ],
        commonMistakes: [
          'Balancear las piernas a los lados para no perder el equilibrio en lugar de tensar el tronco.',
          'Volver a hacer un gran arco levantando la cadera, lo que anula el objetivo del ejercicio.',
          'Dejar que la barra se desvíe porque los pies ya no sujetan la colocación.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Press Larsen', aliases: ['Larsen press', 'Press de banca con piernas levantadas'] } },
  },
  {
    code: 'WIDE_GRIP_BENCH_PRESS',
    name: 'Wide-Grip Bench Press',
    aliases: ['Wide Bench Press', 'Wide-Grip Barbell Bench Press'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'POWERLIFTING'],
    requiredEquipment: ['BARBELL', 'WEIGHT_PLATES', 'FLAT_BENCH', ['POWER_RACK', 'SQUAT_RACK']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 45, isPrimary: true },
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_ABDOMINAL', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 12, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Grip the bar with your index fingers on or just inside the outer knurling rings, the widest grip most federations allow.',
          'Pin your shoulder blades, plant your feet and unrack the bar over your shoulders.',
          'Lower the bar to the middle of your chest; with the wider hands it will travel a shorter distance.',
          'Keep your forearms close to vertical at the bottom as the bar touches.',
          'Press back up until your elbows lock, keeping your wrists stacked over your elbows.',
        ],
        tips: [
          'The wide grip shortens the range of motion and shifts more of the work to the chest.',
          'If your shoulders protest, bring the grip in a finger width at a time until the bottom feels comfortable.',
          'Lighter, higher-rep sets suit this variation better than maximal singles for most lifters.',
        ],
        commonMistakes: [
          'Gripping past the rings so the elbows drift far behind the bar.',
          'Letting the wrists bend back under the load.',
          'Dropping the bar fast onto the chest, where the stretched shoulders are most exposed.',
        ],
      },
      'es-ES': {
        steps: [
          'Agarra la barra con los índices sobre las marcas exteriores del moleteado o justo por dentro, el agarre más ancho que permiten casi todas las federaciones.',
          'Fija las escápulas, apoya bien los pies y saca la barra por encima de los hombros.',
          'Baja la barra a la mitad del pecho; con las manos más abiertas recorrerá menos distancia.',
          'Mantén los antebrazos casi verticales abajo, cuando la barra toque el pecho.',
          'Empuja hasta bloquear los codos, con las muñecas alineadas sobre ellos.',
        ],
        tips: [
          'El agarre ancho acorta el recorrido y traslada más trabajo al pecho.',
          'Si te molestan los hombros, cierra el agarre un dedo cada vez hasta que la parte baja resulte cómoda.',
          'A la mayoría les sienta mejor en series ligeras de más repeticiones que en singles máximos.',
        ],
        commonMistakes: [
          'Agarrar por fuera de las marcas, de modo que los codos quedan muy por detrás de la barra.',
          'Dejar que las muñecas se doblen hacia atrás por la carga.',
          'Dejar caer la barra rápido sobre el pecho, justo donde los hombros estirados están más expuestos.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Press de banca con agarre ancho', aliases: ['Press banca agarre abierto', 'Press banca ancho'] } },
  },
  {
    code: 'REVERSE_GRIP_BENCH_PRESS',
    name: 'Reverse-Grip Bench Press',
    aliases: ['Underhand Bench Press', 'Supinated Bench Press'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT'],
    requiredEquipment: ['BARBELL', 'WEIGHT_PLATES', 'FLAT_BENCH', ['POWER_RACK', 'SQUAT_RACK']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 32, isPrimary: true },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 23, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 13, isPrimary: false },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 12, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Grip the bar with your palms facing your head, hands slightly wider than shoulder-width and thumbs wrapped around the bar.',
          'Have a spotter help you unrack, because lifting the bar out of the hooks underhand is awkward.',
          'Lower the bar with your elbows tucked close to your sides until it touches just below your chest.',
          'Press the bar up and back toward your eyes until your arms are straight.',
          'Keep the wrists stacked under the bar and finish the set before the grip fatigues.',
        ],
        tips: [
          'The underhand grip shifts emphasis toward the upper chest while keeping the shoulders in a tucked, friendly position.',
          'Start light, because the bar path feels very different from an overhand bench.',
          'Squeeze the bar hard; a full thumb wrap is non-negotiable here.',
        ],
        commonMistakes: [
          'Using a thumbless grip, which lets the bar roll out of the hands.',
          'Touching too high on the chest so the forearms tilt backward.',
          'Unracking alone with a heavy load.',
        ],
      },
      'es-ES': {
        steps: [
          'Agarra la barra con las palmas mirando hacia tu cabeza, las manos algo más abiertas que los hombros y los pulgares rodeando la barra.',
          'Pide a un compañero que te ayude a sacar la barra, porque desengancharla con agarre supino es incómodo.',
          'Baja la barra con los codos pegados a los costados hasta que toque justo por debajo del pecho.',
          'Empuja la barra hacia arriba y hacia atrás, en dirección a los ojos, hasta estirar los brazos.',
          'Mantén las muñecas alineadas bajo la barra y termina la serie antes de que se fatigue el agarre.',
        ],
        tips: [
          'El agarre supino lleva el trabajo hacia la parte alta del pecho y mantiene los hombros en una posición cómoda y cerrada.',
          'Empieza con poco peso, porque la trayectoria es muy distinta a la del press de banca normal.',
          'Aprieta la barra con fuerza; aquí el pulgar tiene que rodearla siempre.',
        ],
        commonMistakes: [
          'Usar agarre sin pulgar, con lo que la barra puede escaparse de las manos.',
          'Tocar demasiado arriba en el pecho, de modo que los antebrazos se inclinan hacia atrás.',
          'Sacar la barra sin ayuda con mucho peso.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Press de banca con agarre invertido', aliases: ['Press banca agarre supino', 'Press de banca inverso'] } },
  },
  {
    code: 'CLOSE_GRIP_INCLINE_BENCH_PRESS',
    name: 'Close-Grip Incline Bench Press',
    aliases: ['Close-Grip Incline Press', 'Incline CGBP'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT'],
    requiredEquipment: ['BARBELL', 'WEIGHT_PLATES', ['INCLINE_BENCH', 'ADJUSTABLE_BENCH']],
    optionalEquipment: ['POWER_RACK'],
    muscleUsage: [
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 18, isPrimary: true },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 7, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set the bench to 30 to 45 degrees and lie back with your eyes under the bar.',
          'Take a grip about shoulder-width apart, roughly a fist width narrower on each side than your usual incline grip.',
          'Unrack the bar and hold it over your upper chest with your shoulder blades tucked.',
          'Lower the bar to your upper chest just below the collarbones, elbows tracking close to your torso.',
          'Press the bar straight back up to lockout.',
        ],
        tips: [
          'It is a staple accessory for lifters whose incline or overhead press fails at lockout.',
          'A lower bench angle keeps more chest involved; a steeper one shifts work to the front delts.',
          'Point your knuckles to the ceiling to keep the wrists straight on the narrower grip.',
        ],
        commonMistakes: [
          'Bringing the hands so close together that the wrists bend and the elbows flare.',
          'Touching the bar on the neck instead of the upper chest.',
          'Sliding down the bench because the feet are not set.',
        ],
      },
      'es-ES': {
        steps: [
          'Pon el banco entre 30 y 45 grados y túmbate con los ojos debajo de la barra.',
          'Agarra la barra a la anchura de los hombros, más o menos un puño más cerrado por cada lado que tu agarre habitual en inclinado.',
          'Saca la barra y sostenla sobre la parte alta del pecho con las escápulas recogidas.',
          'Baja la barra a la parte alta del pecho, justo por debajo de las clavículas, con los codos cerca del torso.',
          'Empuja la barra en línea recta hasta bloquear.',
        ],
        tips: [
          'Es un accesorio clásico si tu press inclinado o tu press militar fallan en el bloqueo.',
          'Con menos inclinación trabaja más el pecho; con más, el trabajo pasa al deltoides anterior.',
          'Apunta los nudillos al techo para que las muñecas no se doblen con el agarre estrecho.',
        ],
        commonMistakes: [
          'Juntar tanto las manos que las muñecas se doblan y los codos se abren.',
          'Bajar la barra al cuello en lugar de a la parte alta del pecho.',
          'Resbalar por el banco porque los pies no están bien apoyados.',
        ],
      },
    },
    names: {
      'es-ES': {
        name: 'Press inclinado con agarre cerrado',
        aliases: ['Press inclinado cerrado con barra', 'Press inclinado agarre estrecho'],
      },
    },
  },
  {
    code: 'BANDED_BENCH_PRESS',
    name: 'Banded Bench Press',
    aliases: ['Band-Resisted Bench Press', 'Bench Press with Bands', 'Accommodating Resistance Bench'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'POWERLIFTING'],
    requiredEquipment: ['BARBELL', 'WEIGHT_PLATES', 'FLAT_BENCH', 'RESISTANCE_BANDS', ['POWER_RACK', 'SQUAT_RACK']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 38, isPrimary: true },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 17, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 13, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Loop a light band around each sleeve of the bar and anchor the other ends low on the rack, under the bench legs or around heavy dumbbells.',
          'Check that both bands are the same length and stretch evenly when the bar is at lockout.',
          'Unrack the bar, which will feel heavier at the top because the bands are stretched most there.',
          'Lower the bar to your chest against the bands trying to pull it down faster.',
          'Drive the bar up as fast as you can, accelerating through the top where the bands add the most tension.',
        ],
        tips: [
          'Log the bar weight and note the band color so the added tension stays consistent between sessions.',
          'Bands reward speed; many coaches use them for sets of 2 to 3 fast reps at moderate bar weights.',
          'Choose bands that add roughly 10 to 25 percent of the bar weight at lockout.',
        ],
        commonMistakes: [
          'Letting the bands yank the bar down so fast that it crashes into the chest.',
          'Anchoring the bands unevenly so one side of the bar pulls harder.',
          'Grinding slow reps with too much band tension.',
        ],
      },
      'es-ES': {
        steps: [
          'Pasa una goma ligera por cada extremo de la barra y ancla el otro lado abajo en el rack, en las patas del banco o alrededor de mancuernas pesadas.',
          'Comprueba que ambas gomas tienen la misma longitud y se estiran igual con la barra arriba.',
          'Saca la barra; la notarás más pesada arriba porque ahí es donde más se estiran las gomas.',
          'Baja la barra al pecho mientras las gomas intentan tirar de ella más rápido.',
          'Empuja la barra lo más rápido que puedas y acelera en la parte alta, donde las gomas añaden más tensión.',
        ],
        tips: [
          'Registra el peso de la barra y anota el color de la goma para que la tensión añadida sea la misma entre sesiones.',
          'Las gomas premian la velocidad; muchos entrenadores las usan en series de 2 o 3 repeticiones rápidas con pesos moderados.',
          'Elige gomas que añadan entre un 10 y un 25 % del peso de la barra en el bloqueo.',
        ],
        commonMistakes: [
          'Dejar que las gomas bajen la barra tan deprisa que golpea el pecho.',
          'Anclar las gomas de forma desigual, de modo que un lado de la barra tira más.',
          'Hacer repeticiones lentas y agónicas con demasiada tensión de goma.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Press de banca con gomas', aliases: ['Press banca con bandas', 'Banca con gomas elásticas'] } },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // Dumbbell, cable and machine chest work
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'DUMBBELL_SQUEEZE_PRESS',
    name: 'Dumbbell Squeeze Press',
    aliases: ['Crush Press', 'Hex Press', 'Close-Grip Dumbbell Press'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'HOME_EXERCISE'],
    requiredEquipment: [
      ['DUMBBELLS', 'ADJUSTABLE_DUMBBELLS'],
      ['FLAT_BENCH', 'ADJUSTABLE_BENCH'],
    ],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 38, isPrimary: true },
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 17, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 18, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on a flat bench holding two dumbbells over your chest with palms facing each other.',
          'Press the dumbbells together so their heads touch along their full length, and keep squeezing them into each other throughout the set.',
          'Lower the pair as one unit to your mid-chest, elbows staying close to your ribs.',
          'Touch the dumbbells lightly to your sternum without losing the inward squeeze.',
          'Press them back up to straight arms, still pushing them together at the top.',
        ],
        tips: [
          'Hexagonal dumbbells sit flat against each other and are the easiest to keep together.',
          'The constant inward push keeps the chest working even at lockout, where a normal press gets easy.',
          'Pick a weight around half of what you use per hand for a regular dumbbell press.',
        ],
        commonMistakes: [
          'Letting the dumbbells drift apart as the set gets hard.',
          'Dropping the dumbbells onto the chest instead of controlling the lowering.',
          'Flaring the elbows so the press turns into a fly.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate en un banco plano con dos mancuernas sobre el pecho y las palmas enfrentadas.',
          'Junta las mancuernas para que se toquen en toda su longitud y sigue apretándolas una contra otra durante toda la serie.',
          'Baja las dos como si fueran una sola pieza hasta la mitad del pecho, con los codos cerca de las costillas.',
          'Apoya suavemente las mancuernas en el esternón sin dejar de apretarlas entre sí.',
          'Empújalas hasta estirar los brazos sin dejar de juntarlas también arriba.',
        ],
        tips: [
          'Las mancuernas hexagonales quedan planas una contra otra y son las más fáciles de mantener juntas.',
          'El empuje constante hacia dentro mantiene el pecho trabajando incluso arriba, donde un press normal se vuelve fácil.',
          'Elige más o menos la mitad del peso por mano que usas en un press de banca con mancuernas normal.',
        ],
        commonMistakes: [
          'Dejar que las mancuernas se separen cuando la serie se pone dura.',
          'Dejar caer las mancuernas sobre el pecho en lugar de controlar la bajada.',
          'Abrir los codos hasta que el press se convierte en una apertura.',
        ],
      },
    },
    names: {
      'es-ES': {
        name: 'Press con mancuernas juntas',
        aliases: ['Crush press', 'Press hexagonal con mancuernas', 'Squeeze press con mancuernas'],
      },
    },
  },
  {
    code: 'TEMPO_DUMBBELL_BENCH_PRESS',
    name: 'Tempo Dumbbell Bench Press',
    aliases: ['Slow Eccentric Dumbbell Press', 'Paused Dumbbell Bench Press'],
    type: 'WEIGHT_REPS_TEMPO',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'HOME_EXERCISE'],
    requiredEquipment: [
      ['DUMBBELLS', 'ADJUSTABLE_DUMBBELLS'],
      ['FLAT_BENCH', 'ADJUSTABLE_BENCH'],
    ],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 45, isPrimary: true },
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 13, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Kick the dumbbells up from your thighs as you lie back on the bench and set them over your shoulders.',
          'Decide on a tempo, such as four seconds down, a two-second hold at the bottom and a steady press up.',
          'Lower the dumbbells to the sides of your chest, counting every second of the descent.',
          'Hold the bottom position with the chest stretched and the elbows just below bench level.',
          'Press the dumbbells up and slightly inward until your arms are straight, then start the next slow descent.',
        ],
        tips: [
          'The long time under tension makes moderate dumbbells feel heavy, which is useful when heavier weights are not available.',
          'Keep your forearms vertical in the hold so the load stays on the chest rather than the shoulder joint.',
          'A tempo of 4-2-1 is a good starting point; record the one you use.',
        ],
        commonMistakes: [
          'Letting the elbows sink far below the bench in the pause, straining the front of the shoulder.',
          'Rushing the last inches of the descent as fatigue builds.',
          'Holding your breath for the full slow rep until you get dizzy.',
        ],
      },
      'es-ES': {
        steps: [
          'Sube las mancuernas impulsándolas con los muslos mientras te tumbas en el banco y colócalas sobre los hombros.',
          'Decide el tempo, por ejemplo cuatro segundos de bajada, dos de pausa abajo y una subida constante.',
          'Baja las mancuernas a los lados del pecho contando cada segundo del descenso.',
          'Aguanta abajo con el pecho estirado y los codos justo por debajo del nivel del banco.',
          'Empuja las mancuernas hacia arriba y un poco hacia dentro hasta estirar los brazos, y empieza la siguiente bajada lenta.',
        ],
        tips: [
          'El tiempo bajo tensión hace que unas mancuernas moderadas se sientan pesadas, algo útil cuando no tienes pesos mayores.',
          'Mantén los antebrazos verticales durante la pausa para que la carga recaiga en el pecho y no en la articulación del hombro.',
          'Un tempo 4-2-1 es un buen punto de partida; anota el que uses.',
        ],
        commonMistakes: [
          'Dejar que los codos bajen mucho por debajo del banco en la pausa y forzar la parte delantera del hombro.',
          'Acelerar los últimos centímetros de la bajada cuando aparece la fatiga.',
          'Aguantar la respiración durante toda la repetición lenta hasta marearte.',
        ],
      },
    },
    names: {
      'es-ES': {
        name: 'Press de banca con mancuernas a tempo',
        aliases: ['Press con mancuernas con tempo', 'Press con mancuernas con pausa'],
      },
    },
  },
  {
    code: 'SINGLE_ARM_DUMBBELL_BENCH_PRESS',
    name: 'Single-Arm Dumbbell Bench Press',
    aliases: ['One-Arm Dumbbell Bench Press', 'Single-Arm DB Press', 'Offset Dumbbell Press'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'UNILATERAL', 'HOME_EXERCISE'],
    requiredEquipment: [
      ['DUMBBELLS', 'ADJUSTABLE_DUMBBELLS', 'KETTLEBELLS'],
      ['FLAT_BENCH', 'ADJUSTABLE_BENCH'],
    ],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 38, isPrimary: true },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 18, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'INTERNAL_OBLIQUES', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on a flat bench with one dumbbell held over the shoulder on that side and your feet spread wide on the floor.',
          'Hold the bench edge or rest the free hand on your stomach.',
          'Lower the dumbbell to the side of your chest while keeping both shoulders and hips flat on the bench.',
          'Press it back up over your shoulder without letting your body roll toward the loaded side.',
          'Complete the reps on one arm, then switch sides with the same weight and rep count.',
        ],
        tips: [
          'The offset load tries to twist you off the bench, so the obliques on the opposite side work hard.',
          'Widen your stance if you feel yourself tipping.',
          'Start with the weaker arm and match its reps on the stronger side.',
        ],
        commonMistakes: [
          'Letting the unloaded shoulder lift off the bench as the dumbbell comes down.',
          'Choosing a dumbbell so heavy that you slide toward the floor.',
          'Shortening the range on the harder side.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate en un banco plano con una mancuerna sobre el hombro de ese lado y los pies bien separados en el suelo.',
          'Sujeta el borde del banco o apoya la mano libre sobre el abdomen.',
          'Baja la mancuerna al lado del pecho manteniendo ambos hombros y la cadera pegados al banco.',
          'Empújala de nuevo sobre el hombro sin dejar que el cuerpo gire hacia el lado cargado.',
          'Termina las repeticiones con un brazo y cambia de lado con el mismo peso y las mismas repeticiones.',
        ],
        tips: [
          'La carga a un solo lado intenta hacerte girar fuera del banco, así que los oblicuos del lado contrario trabajan mucho.',
          'Separa más los pies si notas que te vas hacia un lado.',
          'Empieza por el brazo más débil e iguala sus repeticiones con el fuerte.',
        ],
        commonMistakes: [
          'Despegar del banco el hombro libre cuando baja la mancuerna.',
          'Elegir una mancuerna tan pesada que acabas resbalando hacia el suelo.',
          'Acortar el recorrido en el lado que más cuesta.',
        ],
      },
    },
    names: {
      'es-ES': {
        name: 'Press de banca a una mano con mancuerna',
        aliases: ['Press unilateral con mancuerna', 'Press con mancuerna a un brazo'],
      },
    },
  },
  {
    code: 'INCLINE_NEUTRAL_GRIP_DUMBBELL_PRESS',
    name: 'Incline Neutral-Grip Dumbbell Press',
    aliases: ['Incline Hammer-Grip Dumbbell Press', 'Incline Hammer Press', 'Neutral-Grip Incline DB Press'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'HOME_EXERCISE'],
    requiredEquipment: [
      ['DUMBBELLS', 'ADJUSTABLE_DUMBBELLS'],
      ['INCLINE_BENCH', 'ADJUSTABLE_BENCH'],
    ],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 25, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 13, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set an adjustable bench to about 30 degrees and sit back with a dumbbell on each thigh.',
          'Lie back and bring the dumbbells to shoulder level with your palms facing each other.',
          'Lower the dumbbells beside your upper chest, keeping your elbows tucked in line with your torso.',
          'Press them up until your arms are straight and the dumbbells nearly touch above your upper chest.',
          'Lower again with the same neutral wrist angle on every rep.',
        ],
        tips: [
          'The palms-in grip is easy on cranky shoulders and lets the triceps help more than a pronated incline press.',
          'Let the dumbbells travel slightly toward each other on the way up.',
          'A low incline keeps the upper chest working rather than turning it into a shoulder press.',
        ],
        commonMistakes: [
          'Setting the bench near 60 degrees so it becomes an overhead press.',
          'Turning the palms forward mid-set because the grip feels unfamiliar.',
          'Stopping the dumbbells high instead of lowering them to chest level.',
        ],
      },
      'es-ES': {
        steps: [
          'Pon un banco regulable a unos 30 grados y siéntate con una mancuerna apoyada en cada muslo.',
          'Túmbate y lleva las mancuernas a la altura de los hombros con las palmas enfrentadas.',
          'Baja las mancuernas junto a la parte alta del pecho con los codos recogidos en línea con el torso.',
          'Empuja hasta estirar los brazos, con las mancuernas casi tocándose sobre la parte alta del pecho.',
          'Vuelve a bajar con la muñeca en la misma posición neutra en todas las repeticiones.',
        ],
        tips: [
          'El agarre neutro es amable con los hombros delicados y deja participar más al tríceps que el press inclinado en prono.',
          'Deja que las mancuernas se acerquen un poco entre sí al subir.',
          'Una inclinación baja mantiene trabajando la parte alta del pecho en lugar de convertirlo en un press de hombros.',
        ],
        commonMistakes: [
          'Poner el banco cerca de 60 grados, con lo que se convierte en un press por encima de la cabeza.',
          'Girar las palmas hacia delante a mitad de serie porque el agarre resulta extraño.',
          'Detener las mancuernas arriba en lugar de bajarlas hasta la altura del pecho.',
        ],
      },
    },
    names: {
      'es-ES': {
        name: 'Press inclinado con mancuernas agarre neutro',
        aliases: ['Press martillo inclinado', 'Press inclinado agarre martillo'],
      },
    },
  },
  {
    code: 'DUMBBELL_PULLOVER',
    name: 'Dumbbell Pullover',
    aliases: ['Lying Dumbbell Pullover', 'DB Pullover', 'Bench Pullover'],
    type: 'WEIGHT_REPS',
    tags: ['PUSH_SPLIT', 'HOME_EXERCISE'],
    requiredEquipment: [
      ['DUMBBELLS', 'ADJUSTABLE_DUMBBELLS'],
      ['FLAT_BENCH', 'ADJUSTABLE_BENCH'],
    ],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 32, isPrimary: true },
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 13, isPrimary: false },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'TERES_MAJOR', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'PECTORALIS_MINOR', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie lengthwise on a flat bench with your head near the end, or across it with only your upper back supported and hips low.',
          'Hold one dumbbell vertically over your chest by cupping the inner side of the top plate with both palms, thumbs wrapped around the handle.',
          'With a slight, fixed bend in the elbows, lower the dumbbell back in an arc behind your head.',
          'Stop when your upper arms are roughly in line with your ears or you feel a strong stretch through the chest and lats.',
          'Pull the dumbbell back over your chest along the same arc, without bending the elbows further.',
        ],
        tips: [
          'Breathe in deeply as the weight goes back and exhale as it returns.',
          'Keep your ribs down; flaring them lets the lower back arch instead of the shoulders moving.',
          'Stop the return when the dumbbell is over your chest; going further forward takes tension off.',
        ],
        commonMistakes: [
          'Bending and straightening the elbows so it becomes a triceps extension.',
          'Lowering past a comfortable shoulder range with a heavy dumbbell.',
          'Holding the dumbbell by the handle in a way that lets it slip toward the face.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate a lo largo de un banco plano con la cabeza cerca del extremo, o atravesado con solo la espalda alta apoyada y la cadera baja.',
          'Sujeta una mancuerna en vertical sobre el pecho rodeando con las dos palmas la cara interior del disco superior y con los pulgares alrededor del mango.',
          'Con una ligera flexión de codos que no cambia, lleva la mancuerna hacia atrás en arco por detrás de la cabeza.',
          'Para cuando los brazos queden más o menos a la altura de las orejas o notes un buen estiramiento en el pecho y los dorsales.',
          'Vuelve a llevar la mancuerna sobre el pecho siguiendo el mismo arco, sin doblar más los codos.',
        ],
        tips: [
          'Coge aire profundamente cuando el peso va hacia atrás y suéltalo al volver.',
          'Mantén las costillas abajo; si se abren, arqueas la zona lumbar en lugar de mover los hombros.',
          'Termina la vuelta cuando la mancuerna esté sobre el pecho; si sigues hacia delante se pierde la tensión.',
        ],
        commonMistakes: [
          'Doblar y estirar los codos, con lo que se convierte en una extensión de tríceps.',
          'Bajar más allá de un rango cómodo para el hombro con una mancuerna pesada.',
          'Coger la mancuerna de forma que pueda resbalar hacia la cara.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Pullover con mancuerna', aliases: ['Pull over con mancuerna', 'Pullover en banco'] } },
  },
  {
    code: 'DECLINE_DUMBBELL_FLY',
    name: 'Decline Dumbbell Fly',
    aliases: ['Decline Fly', 'Decline Bench Dumbbell Fly'],
    type: 'WEIGHT_REPS',
    tags: ['PUSH_SPLIT'],
    requiredEquipment: [
      ['DUMBBELLS', 'ADJUSTABLE_DUMBBELLS'],
      ['DECLINE_BENCH', 'ADJUSTABLE_BENCH'],
    ],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 52, isPrimary: true },
      { muscleCode: 'PECTORALIS_MAJOR_ABDOMINAL', targetPercentage: 33, isPrimary: true },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 15, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set a decline bench to about 15 to 30 degrees and hook your feet under the pads.',
          'Lie back holding the dumbbells against your chest, then press them up over your lower chest with palms facing each other.',
          'Unlock your elbows slightly and lower the dumbbells out to the sides in a wide arc.',
          'Stop when your upper arms are level with your torso and the lower chest feels stretched.',
          'Hug the dumbbells back together over your lower chest, keeping the elbow bend unchanged.',
        ],
        tips: [
          'The head-down angle lines the arms up with the lower fibers of the chest.',
          'Sit up with the dumbbells held tight to your chest at the end of the set rather than dropping them from the decline.',
          'Move slower than you would on a flat fly; the decline makes the bottom feel deeper.',
        ],
        commonMistakes: [
          'Using so much weight that the arc turns into a press.',
          'Letting the dumbbells drop below the line of the torso.',
          'Staying head-down for long rests between sets, which makes many lifters lightheaded.',
        ],
      },
      'es-ES': {
        steps: [
          'Pon un banco declinado a unos 15-30 grados y engancha los pies bajo los rodillos.',
          'Túmbate con las mancuernas pegadas al pecho y súbelas sobre la parte baja del pecho con las palmas enfrentadas.',
          'Desbloquea un poco los codos y baja las mancuernas hacia los lados describiendo un arco amplio.',
          'Para cuando los brazos queden a la altura del torso y notes estirada la parte baja del pecho.',
          'Junta de nuevo las mancuernas sobre la parte baja del pecho como si abrazaras un árbol, sin cambiar la flexión del codo.',
        ],
        tips: [
          'La posición con la cabeza abajo alinea los brazos con las fibras inferiores del pecho.',
          'Al acabar, incorpórate con las mancuernas pegadas al pecho en lugar de soltarlas desde el declinado.',
          'Ve más despacio que en unas aperturas planas; el declinado hace que la parte baja se sienta más profunda.',
        ],
        commonMistakes: [
          'Usar tanto peso que el arco se convierte en un press.',
          'Dejar que las mancuernas bajen por debajo de la línea del torso.',
          'Quedarse cabeza abajo durante descansos largos, algo que marea a mucha gente.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Aperturas declinadas con mancuernas', aliases: ['Aperturas en banco declinado', 'Aperturas declinadas'] } },
  },
  {
    code: 'INCLINE_CABLE_FLY',
    name: 'Incline Cable Fly',
    aliases: ['Incline Bench Cable Fly', 'Incline Cable Crossover'],
    type: 'WEIGHT_REPS',
    tags: ['PUSH_SPLIT'],
    requiredEquipment: [['CABLE_CROSSOVER', 'FUNCTIONAL_TRAINER'], 'D_HANDLE', ['INCLINE_BENCH', 'ADJUSTABLE_BENCH']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 52, isPrimary: true },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 28, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 20, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set both pulleys at their lowest position and place an incline bench at 30 to 45 degrees centered between them.',
          'Grab a handle in each hand, sit back on the bench and bring the handles together over your upper chest.',
          'With a soft bend in the elbows, open your arms out to the sides until your hands are level with the bench.',
          'Bring the handles back up and together in an arc, finishing over your upper chest.',
          'Pause briefly with the hands close and the chest squeezed before the next rep.',
        ],
        tips: [
          'Unlike dumbbells, the cables keep tension on the upper chest even when the handles meet.',
          'Position the bench slightly in front of the pulleys so the cables pull out and slightly back at the bottom.',
          'Keep your shoulder blades pressed into the pad for the entire set.',
        ],
        commonMistakes: [
          'Letting the handles pull your arms far behind the body at the bottom.',
          'Pressing the handles up with bent elbows instead of sweeping them in an arc.',
          'Sitting too far forward on the bench so the cables rub on the arms.',
        ],
      },
      'es-ES': {
        steps: [
          'Pon las dos poleas en la posición más baja y coloca un banco inclinado a 30-45 grados centrado entre ellas.',
          'Coge un estribo con cada mano, recuéstate en el banco y junta los agarres sobre la parte alta del pecho.',
          'Con los codos ligeramente flexionados, abre los brazos hacia los lados hasta que las manos queden a la altura del banco.',
          'Sube y junta de nuevo los agarres describiendo un arco hasta terminar sobre la parte alta del pecho.',
          'Haz una breve pausa con las manos juntas y el pecho contraído antes de la siguiente repetición.',
        ],
        tips: [
          'A diferencia de las mancuernas, las poleas mantienen la tensión en la parte alta del pecho incluso con las manos juntas.',
          'Coloca el banco un poco por delante de las poleas para que los cables tiren hacia fuera y algo hacia atrás abajo.',
          'Mantén las escápulas pegadas al respaldo durante toda la serie.',
        ],
        commonMistakes: [
          'Dejar que los cables te lleven los brazos muy por detrás del cuerpo abajo.',
          'Empujar los agarres hacia arriba con los codos flexionados en lugar de describir un arco.',
          'Sentarse demasiado adelantado en el banco, de modo que los cables rozan los brazos.',
        ],
      },
    },
    names: {
      'es-ES': {
        name: 'Aperturas inclinadas en polea',
        aliases: ['Cruce de poleas en banco inclinado', 'Aperturas en polea baja en banco inclinado'],
      },
    },
  },
  {
    code: 'INCLINE_MACHINE_CHEST_PRESS',
    name: 'Incline Machine Chest Press',
    aliases: ['Machine Incline Press', 'Incline Chest Press Machine', 'Hammer Strength Incline Press'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'MACHINE'],
    requiredEquipment: ['CHEST_PRESS_MACHINE'],
    optionalEquipment: ['WEIGHT_PLATES'],
    muscleUsage: [
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 40, isPrimary: true },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 22, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 13, isPrimary: false },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Adjust the seat so the handles line up with your upper chest, just below the collarbones.',
          'Sit with your back and head against the pad, feet flat and shoulder blades pulled together.',
          'Grip the handles, pressing the foot lever first if the machine has one, and push the handles up and forward to straight arms.',
          'Lower the handles slowly until your hands are level with your upper chest and you feel a stretch across the front of the shoulders and chest.',
          'Press again without letting the weight stack touch down between reps.',
        ],
        tips: [
          'The fixed path lets you push close to failure safely without a spotter.',
          'On plate-loaded lever machines you can train one arm at a time to even out a weaker side.',
          'If the seat is too low the press turns into a shoulder press; raise it until the handles meet your upper chest.',
        ],
        commonMistakes: [
          'Letting the shoulders roll forward off the pad at the top.',
          'Bouncing the stack at the bottom to start the next rep.',
          'Arching the lower back far off the pad to move more weight.',
        ],
      },
      'es-ES': {
        steps: [
          'Ajusta el asiento para que los agarres queden a la altura de la parte alta del pecho, justo bajo las clavículas.',
          'Siéntate con la espalda y la cabeza apoyadas, los pies en el suelo y las escápulas juntas.',
          'Agarra los mangos, pisando antes la palanca de pie si la máquina la tiene, y empuja hacia arriba y hacia delante hasta estirar los brazos.',
          'Baja los agarres despacio hasta que las manos queden a la altura de la parte alta del pecho y notes estirados el pecho y la parte delantera del hombro.',
          'Vuelve a empujar sin dejar que las placas toquen abajo entre repeticiones.',
        ],
        tips: [
          'La trayectoria guiada te permite acercarte al fallo con seguridad sin necesidad de ayudante.',
          'En las máquinas de palanca cargadas con discos puedes trabajar un brazo cada vez para igualar el lado débil.',
          'Si el asiento está demasiado bajo se convierte en un press de hombros; súbelo hasta que los agarres coincidan con la parte alta del pecho.',
        ],
        commonMistakes: [
          'Dejar que los hombros se separen del respaldo y se adelanten arriba.',
          'Rebotar las placas abajo para arrancar la siguiente repetición.',
          'Arquear mucho la zona lumbar separándola del respaldo para mover más peso.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Press inclinado en máquina', aliases: ['Press de pecho inclinado en máquina', 'Máquina de press inclinado'] },
    },
  },
  {
    code: 'DECLINE_MACHINE_CHEST_PRESS',
    name: 'Decline Machine Chest Press',
    aliases: ['Machine Decline Press', 'Decline Chest Press Machine', 'Hammer Strength Decline Press'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'MACHINE'],
    requiredEquipment: ['CHEST_PRESS_MACHINE'],
    optionalEquipment: ['WEIGHT_PLATES'],
    muscleUsage: [
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 38, isPrimary: true },
      { muscleCode: 'PECTORALIS_MAJOR_ABDOMINAL', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 13, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set the seat so the handles start level with the bottom of your chest.',
          'Sit tall against the backrest with your feet flat and chest lifted.',
          'Grasp the handles and press them forward and slightly downward until your elbows are straight.',
          'Bring the handles back under control until your hands reach lower-chest level.',
          'Keep the elbows slightly tucked and repeat for the planned reps.',
        ],
        tips: [
          'The downward pressing angle is often kinder to the shoulders than a flat press and lets many people handle heavy loads.',
          'Think of driving the handles toward your hips rather than straight ahead.',
          'Use it for higher-rep work to finish the lower chest after your main press.',
        ],
        commonMistakes: [
          'Shrugging the shoulders toward the ears as the handles come back.',
          'Locking out by slamming the elbows straight.',
          'Leaving the seat so low that the handles start above the nipple line.',
        ],
      },
      'es-ES': {
        steps: [
          'Ajusta el asiento para que los agarres empiecen a la altura de la parte baja del pecho.',
          'Siéntate erguido contra el respaldo con los pies apoyados y el pecho alto.',
          'Agarra los mangos y empújalos hacia delante y ligeramente hacia abajo hasta estirar los codos.',
          'Haz volver los agarres con control hasta que las manos lleguen a la altura de la parte baja del pecho.',
          'Mantén los codos ligeramente recogidos y repite las repeticiones previstas.',
        ],
        tips: [
          'El ángulo de empuje hacia abajo suele ser más amable con los hombros que el press plano y permite a mucha gente mover cargas altas.',
          'Piensa en llevar los agarres hacia la cadera, no en línea recta al frente.',
          'Úsalo con repeticiones altas para rematar la parte baja del pecho después de tu press principal.',
        ],
        commonMistakes: [
          'Encoger los hombros hacia las orejas cuando vuelven los agarres.',
          'Bloquear estirando los codos de golpe.',
          'Dejar el asiento tan bajo que los agarres empiezan por encima de la línea de los pezones.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Press declinado en máquina', aliases: ['Press de pecho declinado en máquina', 'Máquina de press declinado'] },
    },
  },
  {
    code: 'SMITH_MACHINE_CLOSE_GRIP_BENCH_PRESS',
    name: 'Smith Machine Close-Grip Bench Press',
    aliases: ['Smith Close-Grip Bench', 'Smith Machine CGBP'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'MACHINE'],
    requiredEquipment: ['SMITH_MACHINE', 'WEIGHT_PLATES', ['FLAT_BENCH', 'ADJUSTABLE_BENCH']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Place a flat bench under the Smith bar so the bar lines up with your lower chest when you lie down.',
          'Grip the bar with your hands about shoulder-width apart and set the safety stops just above chest height.',
          'Rotate the bar off the hooks and lower it to your lower chest with your elbows close to your sides.',
          'Press the bar up to full elbow lockout, squeezing the triceps at the top.',
          'Rotate the bar back onto the hooks once the set is done.',
        ],
        tips: [
          'The guided bar lets you push the triceps hard on the last reps without worrying about balance.',
          'Use the same bench position every time; a small shift changes where the bar lands.',
          'Keep the grip about shoulder-width; going narrower only strains the wrists.',
        ],
        commonMistakes: [
          'Positioning the bench so the fixed bar path lands on the neck or upper belly.',
          'Flaring the elbows, which moves the work back to the chest.',
          'Forgetting to set the safety stops before a hard set.',
        ],
      },
      'es-ES': {
        steps: [
          'Coloca un banco plano bajo la barra del multipower para que, al tumbarte, la barra quede sobre la parte baja del pecho.',
          'Agarra la barra con las manos a la anchura de los hombros y pon los topes de seguridad justo por encima de la altura del pecho.',
          'Gira la barra para soltarla de los ganchos y bájala a la parte baja del pecho con los codos pegados a los costados.',
          'Empuja hasta bloquear los codos por completo, apretando el tríceps arriba.',
          'Al terminar la serie, gira la barra para engancharla de nuevo.',
        ],
        tips: [
          'La barra guiada te permite apretar el tríceps en las últimas repeticiones sin preocuparte por el equilibrio.',
          'Pon el banco siempre en el mismo sitio; un pequeño cambio altera dónde cae la barra.',
          'Mantén el agarre a la anchura de los hombros; cerrarlo más solo castiga las muñecas.',
        ],
        commonMistakes: [
          'Colocar el banco de forma que la trayectoria fija caiga sobre el cuello o la parte alta del abdomen.',
          'Abrir los codos, lo que devuelve el trabajo al pecho.',
          'Olvidarse de poner los topes de seguridad antes de una serie dura.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Press cerrado en multipower', aliases: ['Press de banca agarre cerrado en multipower', 'Press cerrado en Smith'] },
    },
  },
  {
    code: 'LANDMINE_SQUEEZE_PRESS',
    name: 'Landmine Squeeze Press',
    aliases: ['Two-Hand Landmine Chest Press', 'Landmine Chest Press'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'PLATE_LOADED'],
    requiredEquipment: ['BARBELL', 'LANDMINE', 'WEIGHT_PLATES'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 22, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 12, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Load the free end of a landmine barbell and stand facing it with your feet hip-width apart, or kneel tall in front of it.',
          'Pick up the end of the sleeve and hold it at chest height, palms pressed hard into each side of the sleeve with the fingers interlaced.',
          'Lean slightly toward the bar and press it up and away from your chest until your arms are straight.',
          'Keep squeezing your palms together the whole time as if trying to crush the sleeve.',
          'Lower the bar back to your upper chest under control.',
        ],
        tips: [
          'The inward squeeze plus the upward arc targets the upper chest in a way a flat barbell cannot.',
          'Reach the bar a little further at the top by letting the shoulder blades slide forward.',
          'Plates of 10 to 25 pounds (5-10 kg) are usually plenty; the squeeze matters more than the load.',
        ],
        commonMistakes: [
          'Pressing with loose hands so the sleeve just rests on the fingers.',
          'Leaning back and turning it into an overhead press.',
          'Letting the bar touch the face on the way down.',
        ],
      },
      'es-ES': {
        steps: [
          'Carga el extremo libre de una barra en landmine y colócate de frente con los pies a la anchura de la cadera, o de rodillas con el tronco erguido.',
          'Coge el extremo del manguito y sujétalo a la altura del pecho apretando las palmas contra ambos lados, con los dedos entrelazados.',
          'Inclínate un poco hacia la barra y empújala hacia arriba y hacia delante hasta estirar los brazos.',
          'No dejes de apretar las palmas entre sí, como si quisieras aplastar el manguito.',
          'Baja la barra con control hasta la parte alta del pecho.',
        ],
        tips: [
          'La presión hacia dentro sumada al arco ascendente trabaja la parte alta del pecho como no puede hacerlo una barra en plano.',
          'Alarga un poco el final dejando que las escápulas se deslicen hacia delante.',
          'Con discos de 5 a 10 kg suele bastar; importa más apretar que la carga.',
        ],
        commonMistakes: [
          'Empujar con las manos flojas, de modo que el manguito solo descansa sobre los dedos.',
          'Echarse hacia atrás y convertirlo en un press por encima de la cabeza.',
          'Dejar que la barra toque la cara al bajar.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Squeeze press en landmine', aliases: ['Press de pecho en landmine', 'Press landmine a dos manos para pecho'] },
    },
  },
  {
    code: 'BAND_CHEST_PRESS',
    name: 'Resistance Band Chest Press',
    aliases: ['Band Chest Press', 'Banded Chest Press', 'Standing Band Press'],
    type: 'EXERCISE_BANDS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'HOME_EXERCISE'],
    requiredEquipment: ['RESISTANCE_BANDS'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 40, isPrimary: true },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 13, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 7, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Anchor the middle of a band at chest height behind you, in a door anchor or around a post, or wrap it across your upper back under the armpits.',
          'Hold an end in each hand at the sides of your chest with your elbows at about 45 degrees from your body.',
          'Take a staggered stance and step forward until the band is taut at the start.',
          'Press both hands straight forward until your arms are extended and the hands nearly meet.',
          'Return slowly to chest level, resisting the band as it pulls your hands back.',
        ],
        tips: [
          'Tension rises as the band stretches, so the hardest point is at full extension; squeeze the chest there.',
          'Step further from the anchor or use a thicker band to make it harder.',
          'Check the band for nicks or tears before each session.',
        ],
        commonMistakes: [
          'Letting the band snap the hands back to the chest.',
          'Leaning the torso forward to shorten the band instead of pressing with the arms.',
          'Pressing upward toward the face instead of straight out.',
        ],
      },
      'es-ES': {
        steps: [
          'Ancla el centro de una goma detrás de ti a la altura del pecho, en un anclaje de puerta o una columna, o pásala por la espalda alta bajo las axilas.',
          'Coge un extremo con cada mano a los lados del pecho, con los codos a unos 45 grados del cuerpo.',
          'Pon un pie adelantado y avanza hasta que la goma quede tensa en la posición inicial.',
          'Empuja con ambas manos al frente hasta estirar los brazos y que las manos casi se junten.',
          'Vuelve despacio a la altura del pecho, frenando a la goma mientras tira de tus manos hacia atrás.',
        ],
        tips: [
          'La tensión aumenta a medida que la goma se estira, así que el punto más duro es con los brazos extendidos; aprieta el pecho ahí.',
          'Aléjate más del anclaje o usa una goma más gruesa para hacerlo más difícil.',
          'Revisa que la goma no tenga cortes ni grietas antes de cada sesión.',
        ],
        commonMistakes: [
          'Dejar que la goma devuelva las manos al pecho de golpe.',
          'Inclinar el tronco hacia delante para acortar la goma en vez de empujar con los brazos.',
          'Empujar hacia arriba, en dirección a la cara, en lugar de al frente.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Press de pecho con goma', aliases: ['Press de pecho con banda elástica', 'Press de pecho con banda de pie'] },
    },
  },
  {
    code: 'DEFICIT_PUSH_UP',
    name: 'Deficit Push-Up',
    aliases: ['Deep Push-Up', 'Push-Up on Handles', 'Elevated-Hands Deficit Push-Up'],
    type: 'BODYWEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'BODYWEIGHT_WITH_EQUIPMENT', 'CALISTHENICS', 'HOME_EXERCISE'],
    requiredEquipment: [['PARALLETTES', 'YOGA_BLOCK']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 42, isPrimary: true },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 18, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Place two parallettes, yoga blocks or sturdy plates slightly wider than shoulder-width apart and grip or press your hands on top of them.',
          'Walk your feet back into a straight-body plank with your shoulders directly over your hands.',
          'Lower your chest between your hands until it drops below the level of the handles, usually 2 to 4 inches (5-10 cm) deeper than a normal push-up.',
          'Pause for a moment in the stretched bottom position.',
          'Push the floor away until your arms are straight and your shoulder blades spread apart at the top.',
        ],
        tips: [
          'The extra depth stretches the chest under load, which makes modest bodyweight feel much harder.',
          'Only go as deep as your shoulders tolerate; increase the height of the blocks over weeks.',
          'Keep your glutes squeezed so your hips do not sag as you sink between the handles.',
        ],
        commonMistakes: [
          'Letting the shoulders roll forward and dive toward the floor at the bottom.',
          'Using wobbly blocks or loose plates that can tip under your hands.',
          'Dropping into the bottom fast and bouncing out.',
        ],
      },
      'es-ES': {
        steps: [
          'Coloca dos paralelas, bloques de yoga o discos firmes algo más abiertos que los hombros y apoya o agarra las manos sobre ellos.',
          'Lleva los pies atrás hasta formar una plancha con el cuerpo recto y los hombros justo encima de las manos.',
          'Baja el pecho entre las manos hasta que quede por debajo del nivel de los apoyos, normalmente entre 5 y 10 cm más que en una flexión normal.',
          'Haz una breve pausa abajo, en la posición de estiramiento.',
          'Empuja el suelo hasta estirar los brazos y separar las escápulas arriba.',
        ],
        tips: [
          'La profundidad extra estira el pecho con carga, así que tu propio peso se siente mucho más exigente.',
          'Baja solo hasta donde tus hombros lo toleren y aumenta la altura de los apoyos poco a poco a lo largo de las semanas.',
          'Aprieta los glúteos para que la cadera no se hunda mientras bajas entre los apoyos.',
        ],
        commonMistakes: [
          'Dejar que los hombros se adelanten y se hundan hacia el suelo en la parte baja.',
          'Usar bloques inestables o discos sueltos que pueden volcar bajo las manos.',
          'Caer rápido hasta abajo y rebotar para subir.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Flexiones con déficit', aliases: ['Flexiones profundas', 'Flexiones en paralelas bajas'] } },
  },
  {
    code: 'ARCHER_PUSH_UP',
    name: 'Archer Push-Up',
    aliases: ['Archer Pushup', 'Side-to-Side Archer Push-Up'],
    type: 'BODYWEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'BODYWEIGHT_ONLY', 'CALISTHENICS', 'HOME_EXERCISE', 'UNILATERAL'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 38, isPrimary: true },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 18, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 6, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 6, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Start in a push-up position with your hands about twice shoulder-width apart and fingers turned slightly out.',
          'Shift your weight toward one hand and bend that elbow while the other arm stays straight and slides out to the side.',
          'Lower your chest until it is just above the working hand, with the straight arm acting only as a support.',
          'Press back up through the bent arm to the center position.',
          'Repeat to the other side, or finish all reps on one side before switching.',
        ],
        tips: [
          'It is a step toward the one-arm push-up: put less and less weight through the straight arm as you improve.',
          'Turn the straight-arm hand so the fingers point outward to take strain off that elbow.',
          'Keep your hips level with your shoulders as you shift sideways.',
        ],
        commonMistakes: [
          'Bending both elbows so it becomes a wide push-up.',
          'Twisting the hips toward the floor on the working side.',
          'Cutting the depth short because the single arm is working alone.',
        ],
      },
      'es-ES': {
        steps: [
          'Empieza en posición de flexión con las manos al doble de la anchura de los hombros y los dedos un poco hacia fuera.',
          'Lleva el peso hacia una mano y flexiona ese codo mientras el otro brazo sigue estirado y se desliza hacia el lado.',
          'Baja el pecho hasta quedar justo encima de la mano que trabaja, con el brazo estirado solo como apoyo.',
          'Empuja con el brazo flexionado hasta volver al centro.',
          'Repite hacia el otro lado, o termina todas las repeticiones de un lado antes de cambiar.',
        ],
        tips: [
          'Es un paso previo a la flexión a una mano: carga cada vez menos peso en el brazo estirado a medida que progreses.',
          'Gira la mano del brazo estirado con los dedos hacia fuera para descargar ese codo.',
          'Mantén la cadera a la altura de los hombros al desplazarte hacia el lado.',
        ],
        commonMistakes: [
          'Doblar los dos codos, con lo que se convierte en una flexión abierta.',
          'Girar la cadera hacia el suelo en el lado que trabaja.',
          'Recortar la bajada porque el brazo trabaja solo.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Flexiones de arquero', aliases: ['Flexiones arquero', 'Flexión arquero'] } },
  },
  {
    code: 'WEIGHTED_PUSH_UP',
    name: 'Weighted Push-Up',
    aliases: ['Plate-Loaded Push-Up', 'Vest Push-Up', 'Weight Vest Push-Up'],
    type: 'WEIGHTED_BODYWEIGHT',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'BODYWEIGHT_WITH_EQUIPMENT', 'HOME_EXERCISE'],
    requiredEquipment: [['WEIGHT_VEST', 'WEIGHT_PLATES']],
    optionalEquipment: ['PARALLETTES'],
    muscleUsage: [
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 40, isPrimary: true },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 18, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Put on a snug weight vest, or get into a push-up position and have a partner lay a plate flat across your upper back between the shoulder blades.',
          'Set your hands just outside shoulder-width and make a straight line from head to heels.',
          'Lower your chest to about a fist from the floor with your elbows angled back at about 45 degrees.',
          'Push back up while keeping the load steady and your lower back from sagging.',
          'Have the partner lift the plate off, or kneel down carefully, before you rest.',
        ],
        tips: [
          'Log the added weight so you can progress it like any other press.',
          'Plates should sit over the shoulder blades, never on the lower back where they pull the hips down.',
          'A vest is safer for high-rep sets because nothing can slide off.',
        ],
        commonMistakes: [
          'Letting the hips sag under the extra weight.',
          'Shrugging the shoulders up to stop a plate from sliding.',
          'Shortening the range as the set gets heavy.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte un chaleco lastrado bien ajustado, o colócate en posición de flexión y pide a un compañero que te apoye un disco plano en la espalda alta, entre las escápulas.',
          'Pon las manos justo por fuera de la anchura de los hombros y forma una línea recta de la cabeza a los talones.',
          'Baja el pecho hasta quedar a un puño del suelo con los codos hacia atrás, a unos 45 grados.',
          'Empuja hacia arriba manteniendo la carga estable y sin que se hunda la zona lumbar.',
          'Antes de descansar, pide al compañero que retire el disco o apoya las rodillas con cuidado.',
        ],
        tips: [
          'Apunta el lastre añadido para progresar como en cualquier otro press.',
          'El disco debe ir sobre las escápulas, nunca en la zona lumbar, donde tira de la cadera hacia abajo.',
          'El chaleco es más seguro para series largas porque no se puede resbalar nada.',
        ],
        commonMistakes: [
          'Dejar que la cadera se hunda por el peso extra.',
          'Encoger los hombros para que el disco no resbale.',
          'Acortar el recorrido cuando la serie se hace pesada.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Flexiones lastradas', aliases: ['Flexiones con lastre', 'Flexiones con chaleco lastrado'] } },
  },
  {
    code: 'CLOSE_GRIP_FLOOR_PRESS',
    name: 'Close-Grip Floor Press',
    aliases: ['Close-Grip Barbell Floor Press', 'Narrow Floor Press'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'POWERLIFTING'],
    requiredEquipment: ['BARBELL', 'WEIGHT_PLATES', ['POWER_RACK', 'SQUAT_RACK']],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 28, isPrimary: true },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 17, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set the rack safeties low and lie on the floor under the bar with your knees bent.',
          'Grip the bar with your hands about shoulder-width apart, index fingers roughly over the smooth part near the center knurl.',
          'Unrack and lower the bar with your elbows brushing your sides until your triceps rest on the floor.',
          'Pause with the arms settled, then extend the elbows hard to press the bar to lockout.',
          'Re-rack the bar on the safeties or hooks when the set is complete.',
        ],
        tips: [
          'Combining the narrow grip with the floor stop makes this one of the most triceps-heavy pressing variations.',
          'The elbows land closer to the ribs than on a regular floor press, and the narrow grip makes the range slightly longer.',
          'Keep the bar over your lower chest, not your face, at the start of each rep.',
        ],
        commonMistakes: [
          'Letting the bar drift over the face as the triceps tire.',
          'Relaxing completely on the floor so the bar settles onto the chest.',
          'Taking a grip so narrow that the wrists bend outward.',
        ],
      },
      'es-ES': {
        steps: [
          'Baja los seguros del rack y túmbate en el suelo bajo la barra con las rodillas flexionadas.',
          'Agarra la barra con las manos a la anchura de los hombros, con los índices más o menos sobre la parte lisa junto al moleteado central.',
          'Saca la barra y bájala con los codos rozando los costados hasta que los tríceps descansen en el suelo.',
          'Haz una pausa con los brazos apoyados y extiende los codos con fuerza para llevar la barra al bloqueo.',
          'Al terminar la serie, deja la barra en los seguros o en los ganchos.',
        ],
        tips: [
          'El agarre estrecho junto con la parada en el suelo hace de esta una de las variantes de press que más carga el tríceps.',
          'Los codos llegan más pegados a las costillas que en un press de suelo normal, y el agarre estrecho alarga algo el recorrido.',
          'Al empezar cada repetición, mantén la barra sobre la parte baja del pecho, no sobre la cara.',
        ],
        commonMistakes: [
          'Dejar que la barra se vaya hacia la cara cuando se cansan los tríceps.',
          'Relajarse del todo en el suelo, de modo que la barra se apoya en el pecho.',
          'Cerrar tanto el agarre que las muñecas se doblan hacia fuera.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Press de suelo con agarre cerrado', aliases: ['Floor press cerrado', 'Press de suelo agarre estrecho'] } },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // Overhead pressing
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'Z_PRESS',
    name: 'Barbell Z Press',
    aliases: ['Z Press', 'Seated Floor Overhead Press'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT'],
    requiredEquipment: ['BARBELL', 'WEIGHT_PLATES', ['POWER_RACK', 'SQUAT_RACK']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 32, isPrimary: true },
      { muscleCode: 'LATERAL_DELTOID', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 6, isPrimary: false },
      { muscleCode: 'UPPER_TRAPEZIUS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 9, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set the safety pins or hooks in the rack at about shoulder height for when you sit on the floor.',
          'Sit on the floor under the bar with your legs straight and slightly apart, torso upright.',
          'Take the bar from the pins at the front of your shoulders with a grip just wider than shoulder-width.',
          'Press the bar straight overhead, moving your head back slightly so it clears your chin, then bring your head through at lockout.',
          'Lower the bar to your upper chest with control, staying tall and without leaning back.',
        ],
        tips: [
          'Popularized by strongman Zydrunas Savickas, it removes leg drive and back lean so the shoulders and trunk do all the work.',
          'If you cannot sit upright with straight legs, work on hamstring mobility or sit on a low plate first.',
          'Expect to use 20 to 30 percent less than your standing overhead press.',
        ],
        commonMistakes: [
          'Rounding the lower back and collapsing the chest because the hamstrings are tight.',
          'Leaning back to turn it into an incline press.',
          'Setting the pins so low that taking the bar out is a lift of its own.',
        ],
      },
      'es-ES': {
        steps: [
          'Pon los seguros o los ganchos del rack a la altura de tus hombros cuando estés sentado en el suelo.',
          'Siéntate en el suelo bajo la barra con las piernas estiradas y algo separadas y el tronco erguido.',
          'Saca la barra de los seguros a la altura de la parte delantera de los hombros, con un agarre algo más ancho que los hombros.',
          'Empuja la barra en vertical por encima de la cabeza, retrasando un poco la cabeza para que pase la barbilla, y vuelve a meterla al bloquear.',
          'Baja la barra a la parte alta del pecho con control, erguido y sin echarte hacia atrás.',
        ],
        tips: [
          'Lo popularizó el strongman Zydrunas Savickas y elimina el impulso de piernas y la inclinación de la espalda, así que todo el trabajo recae en hombros y tronco.',
          'Si no puedes sentarte erguido con las piernas estiradas, trabaja la movilidad de isquios o siéntate primero sobre un disco bajo.',
          'Cuenta con usar entre un 20 y un 30 % menos que en tu press militar de pie.',
        ],
        commonMistakes: [
          'Redondear la zona lumbar y hundir el pecho por tener los isquios acortados.',
          'Echarse hacia atrás hasta convertirlo en un press inclinado.',
          'Poner los seguros tan bajos que sacar la barra ya es un esfuerzo en sí.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Z press con barra', aliases: ['Press Z con barra', 'Press sentado en el suelo con barra'] } },
  },
  {
    code: 'DUMBBELL_Z_PRESS',
    name: 'Dumbbell Z Press',
    aliases: ['DB Z Press', 'Seated Floor Dumbbell Press'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'HOME_EXERCISE'],
    requiredEquipment: [['DUMBBELLS', 'ADJUSTABLE_DUMBBELLS', 'KETTLEBELLS']],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'LATERAL_DELTOID', targetPercentage: 18, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 13, isPrimary: false },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'UPPER_TRAPEZIUS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 9, isPrimary: false },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 14, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Sit on the floor with your legs straight in front of you and a dumbbell standing on end beside each hip.',
          'Clean the dumbbells to your shoulders one at a time, palms facing forward or slightly inward.',
          'Sit tall with your ribs stacked over your pelvis and your legs pressed lightly into the floor.',
          'Press both dumbbells overhead until your biceps are near your ears.',
          'Lower them back to shoulder height slowly, keeping your torso vertical.',
        ],
        tips: [
          'Dumbbells let each arm find its own path, which suits lifters with uneven shoulder mobility.',
          'Try pressing one dumbbell at a time to add an anti-lean challenge for the trunk.',
          'Set the dumbbells down beside your hips rather than dropping them from overhead.',
        ],
        commonMistakes: [
          'Slouching back onto the tailbone as the shoulders tire.',
          'Flaring the elbows straight out to the sides at the bottom.',
          'Bending the knees to get comfortable, which lets the lower back take over.',
        ],
      },
      'es-ES': {
        steps: [
          'Siéntate en el suelo con las piernas estiradas al frente y una mancuerna de pie junto a cada cadera.',
          'Sube las mancuernas a los hombros de una en una, con las palmas al frente o un poco hacia dentro.',
          'Siéntate erguido con las costillas alineadas sobre la pelvis y las piernas apoyadas suavemente en el suelo.',
          'Empuja las dos mancuernas por encima de la cabeza hasta que los bíceps queden cerca de las orejas.',
          'Bájalas despacio a la altura de los hombros sin que el tronco deje de estar vertical.',
        ],
        tips: [
          'Con mancuernas cada brazo encuentra su propia trayectoria, algo útil si tu movilidad de hombros es desigual.',
          'Prueba a empujar una mancuerna cada vez para añadir el reto de no inclinarte hacia un lado.',
          'Deja las mancuernas junto a la cadera en lugar de soltarlas desde arriba.',
        ],
        commonMistakes: [
          'Dejarse caer hacia atrás sobre el coxis cuando se cansan los hombros.',
          'Abrir los codos totalmente hacia los lados en la parte baja.',
          'Doblar las rodillas para estar más cómodo, con lo que la zona lumbar toma el control.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Z press con mancuernas', aliases: ['Press Z con mancuernas', 'Press sentado en el suelo con mancuernas'] } },
  },
  {
    code: 'DUMBBELL_PUSH_PRESS',
    name: 'Dumbbell Push Press',
    aliases: ['DB Push Press', 'Double Dumbbell Push Press'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'HOME_EXERCISE'],
    requiredEquipment: [['DUMBBELLS', 'ADJUSTABLE_DUMBBELLS', 'KETTLEBELLS']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'LATERAL_DELTOID', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'UPPER_TRAPEZIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand with your feet hip-width apart and hold the dumbbells at your shoulders, one end resting on each shoulder and palms facing in.',
          'Brace and dip by bending your knees a few inches while your torso stays vertical and your heels stay down.',
          'Reverse the dip sharply, driving through your legs so the dumbbells pop up off your shoulders.',
          'Use that momentum and finish by pressing the dumbbells to lockout overhead.',
          'Lower the dumbbells back to your shoulders, absorbing them with slightly bent knees.',
        ],
        tips: [
          'Resting the dumbbells on the shoulders lets the leg drive transfer straight into them.',
          'Think "dip, drive, press" as one continuous motion.',
          'Leg drive lets you handle heavier dumbbells than a strict press, which overloads the lockout and the lowering.',
        ],
        commonMistakes: [
          'Letting the dumbbells drift forward away from the shoulders during the dip.',
          'Pushing the knees forward and shifting onto the toes.',
          'Pressing first and driving with the legs afterward.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte de pie con los pies a la anchura de la cadera y sujeta las mancuernas en los hombros, con un extremo apoyado en cada hombro y las palmas hacia dentro.',
          'Tensa el tronco y flexiona las rodillas unos centímetros con el tronco vertical y los talones apoyados.',
          'Invierte el movimiento con fuerza, empujando con las piernas para que las mancuernas salten de los hombros.',
          'Aprovecha ese impulso y termina empujando las mancuernas hasta bloquear por encima de la cabeza.',
          'Devuelve las mancuernas a los hombros amortiguando con las rodillas algo flexionadas.',
        ],
        tips: [
          'Apoyar las mancuernas en los hombros hace que el impulso de las piernas les llegue directamente.',
          'Piensa en "flexiona, impulsa, empuja" como un único movimiento continuo.',
          'El impulso de piernas te permite mover mancuernas más pesadas que en el press estricto, lo que sobrecarga el bloqueo y la bajada.',
        ],
        commonMistakes: [
          'Dejar que las mancuernas se separen de los hombros y se adelanten durante la flexión.',
          'Llevar las rodillas hacia delante y pasar el peso a las puntas de los pies.',
          'Empujar primero con los brazos y usar las piernas después.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Push press con mancuernas', aliases: ['Press con impulso con mancuernas', 'Push press con mancuerna doble'] },
    },
  },
  {
    code: 'BRADFORD_PRESS',
    name: 'Bradford Press',
    aliases: ['Rocky Press', 'Front-to-Back Press'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT'],
    requiredEquipment: ['BARBELL', 'WEIGHT_PLATES', ['POWER_RACK', 'SQUAT_RACK']],
    optionalEquipment: ['ADJUSTABLE_BENCH'],
    muscleUsage: [
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 28, isPrimary: true },
      { muscleCode: 'LATERAL_DELTOID', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'UPPER_TRAPEZIUS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'SUPRASPINATUS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Unrack a light barbell at the front of your shoulders with a grip slightly wider than for a strict overhead press.',
          'Press the bar up just high enough to clear the top of your head, not to full lockout.',
          'Guide it back over your head and lower it behind your neck to about ear level.',
          'Press it up again just past the crown of your head and bring it forward, lowering it to your collarbones.',
          'Continue alternating front and back; each pass over the head counts as one rep.',
        ],
        tips: [
          'Because the bar never locks out, the delts stay under tension for the whole set.',
          'Keep the weight well below your strict press; 40 to 50 percent is a good starting point.',
          'Only lower behind the neck as far as your shoulders allow without pain.',
        ],
        commonMistakes: [
          'Pushing the head forward aggressively to get the bar behind it.',
          'Pressing to full lockout on every pass, which gives the shoulders a rest.',
          'Loading it heavy, which forces the bar too low behind the neck.',
        ],
      },
      'es-ES': {
        steps: [
          'Saca una barra ligera del rack a la altura de la parte delantera de los hombros, con un agarre algo más abierto que en el press militar estricto.',
          'Empuja la barra solo lo justo para que pase por encima de la cabeza, sin llegar a bloquear.',
          'Llévala por encima de la cabeza y bájala por detrás de la nuca hasta la altura de las orejas.',
          'Vuelve a empujarla justo por encima de la coronilla, tráela hacia delante y bájala hasta las clavículas.',
          'Sigue alternando delante y detrás; cada paso por encima de la cabeza cuenta como una repetición.',
        ],
        tips: [
          'Como la barra nunca llega al bloqueo, los deltoides están bajo tensión toda la serie.',
          'Usa un peso muy por debajo de tu press estricto; un 40-50 % es buen punto de partida.',
          'Baja por detrás de la nuca solo hasta donde tus hombros lo permitan sin dolor.',
        ],
        commonMistakes: [
          'Adelantar la cabeza de forma brusca para que la barra pase por detrás.',
          'Bloquear arriba en cada pasada, lo que da descanso a los hombros.',
          'Cargar mucho peso, lo que obliga a bajar demasiado la barra tras la nuca.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Press Bradford', aliases: ['Bradford press', 'Press alterno delante y tras nuca'] } },
  },
  {
    code: 'CUBAN_PRESS',
    name: 'Cuban Press',
    aliases: ['Dumbbell Cuban Press', 'Cuban Rotation Press'],
    type: 'WEIGHT_REPS',
    tags: ['GOOD_WARMUP', 'HOME_EXERCISE', 'PUSH_SPLIT'],
    requiredEquipment: [['DUMBBELLS', 'ADJUSTABLE_DUMBBELLS']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'INFRASPINATUS', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'LATERAL_DELTOID', targetPercentage: 18, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'TERES_MINOR', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'SUPRASPINATUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'UPPER_TRAPEZIUS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'LOWER_TRAPEZIUS', targetPercentage: 7, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand holding light dumbbells in front of your thighs with an overhand grip.',
          'Pull the dumbbells up to chest height as in an upright row, stopping when your upper arms are level with your shoulders and elbows bent at 90 degrees.',
          'Keeping the elbows where they are, rotate your forearms up and back until the dumbbells are above the elbows and your knuckles point to the ceiling.',
          'Press the dumbbells overhead to straight arms.',
          'Reverse each stage in order: lower to the 90-degree position, rotate the forearms down, then lower to the thighs.',
        ],
        tips: [
          'Weights of 5 to 15 pounds (2-7 kg) are normal; the rotator cuff limits the load, not the delts.',
          'Move slowly through the rotation, which is the part that matters most.',
          'Use it as a warm-up before pressing days or as prehab between sets.',
        ],
        commonMistakes: [
          'Letting the elbows drop below shoulder height during the rotation.',
          'Using dumbbells heavy enough to force a jerky rotation.',
          'Arching the lower back to get the weights overhead.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte de pie con mancuernas ligeras delante de los muslos y agarre prono.',
          'Sube las mancuernas hasta el pecho como en un remo al cuello y para cuando los brazos estén a la altura de los hombros con los codos a 90 grados.',
          'Sin mover los codos, gira los antebrazos hacia arriba y atrás hasta que las mancuernas queden sobre los codos y los nudillos miren al techo.',
          'Empuja las mancuernas por encima de la cabeza hasta estirar los brazos.',
          'Deshaz cada fase en orden: baja a la posición de 90 grados, gira los antebrazos hacia abajo y baja hasta los muslos.',
        ],
        tips: [
          'Lo normal es usar de 2 a 7 kg; el límite lo pone el manguito rotador, no los deltoides.',
          'Haz la rotación despacio, porque es la parte más importante.',
          'Úsalo como calentamiento antes de los días de press o como prehabilitación entre series.',
        ],
        commonMistakes: [
          'Dejar caer los codos por debajo de los hombros durante la rotación.',
          'Usar mancuernas tan pesadas que la rotación sale a tirones.',
          'Arquear la zona lumbar para subir los pesos por encima de la cabeza.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Press cubano', aliases: ['Cuban press', 'Press cubano con mancuernas'] } },
  },
  {
    code: 'HALF_KNEELING_LANDMINE_PRESS',
    name: 'Half-Kneeling Landmine Press',
    aliases: ['Kneeling Landmine Press', 'Half-Kneeling Single-Arm Landmine Press'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'UNILATERAL', 'PLATE_LOADED'],
    requiredEquipment: ['BARBELL', 'LANDMINE', 'WEIGHT_PLATES'],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 32, isPrimary: true },
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Kneel facing the loaded end of a landmine with one knee down and the other foot flat in front, a pad or mat under the down knee.',
          'Hold the end of the bar at your shoulder in the hand on the same side as the down knee.',
          'Squeeze the glute of the down leg so your hips are fully extended and your torso is upright.',
          'Press the bar up and forward until your arm is straight, letting the shoulder blade wrap forward at the end.',
          'Lower the bar back to the front of your shoulder, then switch the kneeling leg and the pressing arm for the other side.',
        ],
        tips: [
          'Kneeling takes the legs out and makes the hips and trunk resist leaning and twisting.',
          'If your hips keep shifting, widen the base sideways so the front foot and the down knee are not on one line.',
          'This is a popular option for lifters rebuilding overhead pressing after a shoulder injury.',
        ],
        commonMistakes: [
          'Sitting back toward the heel of the down leg instead of kneeling tall.',
          'Arching the lower back to push the bar higher.',
          'Letting the pressing elbow drift far out to the side.',
        ],
      },
      'es-ES': {
        steps: [
          'Arrodíllate de frente al extremo cargado de un landmine con una rodilla en el suelo y el otro pie apoyado delante, con una esterilla bajo la rodilla.',
          'Sujeta el extremo de la barra junto al hombro con la mano del mismo lado que la rodilla apoyada.',
          'Aprieta el glúteo de la pierna de atrás para extender la cadera por completo y mantener el tronco erguido.',
          'Empuja la barra hacia arriba y hacia delante hasta estirar el brazo, dejando que la escápula avance al final.',
          'Baja la barra a la parte delantera del hombro y después cambia de rodilla y de brazo para trabajar el otro lado.',
        ],
        tips: [
          'De rodillas se eliminan las piernas y la cadera y el tronco tienen que evitar inclinarse y girar.',
          'Si la cadera se te desplaza, separa más los apoyos hacia los lados para que el pie delantero y la rodilla apoyada no queden en la misma línea.',
          'Es una opción muy usada para recuperar el press por encima de la cabeza después de una lesión de hombro.',
        ],
        commonMistakes: [
          'Sentarse hacia el talón de la pierna de atrás en lugar de mantenerse erguido.',
          'Arquear la zona lumbar para subir más la barra.',
          'Dejar que el codo del brazo que empuja se abra mucho hacia el lado.',
        ],
      },
    },
    names: {
      'es-ES': {
        name: 'Press landmine en semiarrodillado',
        aliases: ['Press landmine de rodillas', 'Press landmine con una rodilla en el suelo'],
      },
    },
  },
  {
    code: 'TWO_HANDED_LANDMINE_PRESS',
    name: 'Two-Handed Landmine Press',
    aliases: ['Two-Arm Landmine Press', 'Double-Hand Landmine Press', 'Standing Two-Hand Landmine Press'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'PLATE_LOADED'],
    requiredEquipment: ['BARBELL', 'LANDMINE', 'WEIGHT_PLATES'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'LATERAL_DELTOID', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand facing the loaded end of the landmine with your feet shoulder-width apart and your body slightly in front of the sleeve.',
          'Cup the end of the bar in both hands, one over the other, and hold it in front of your upper chest.',
          'Lean forward a little from the ankles so your body forms a straight line toward the bar.',
          'Press the bar up and away until both arms are straight, reaching through at the top.',
          'Lower it back to your chest without letting the elbows flare wide.',
        ],
        tips: [
          'Using both hands allows heavier loads than the single-arm version while keeping the shoulder-friendly arc.',
          'Stand closer to the sleeve for a more vertical press or further back for more chest involvement.',
          'Finish each rep by pushing your shoulder blades forward around the ribs.',
        ],
        commonMistakes: [
          'Leaning backward under the bar, which strains the lower back.',
          'Bending at the waist instead of leaning with the whole body.',
          'Letting the bar end crash into the chest on the way down.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte de pie frente al extremo cargado del landmine con los pies a la anchura de los hombros y el cuerpo un poco por delante del manguito.',
          'Rodea el extremo de la barra con las dos manos, una sobre otra, y sujétalo delante de la parte alta del pecho.',
          'Inclínate un poco hacia delante desde los tobillos para que el cuerpo forme una línea recta hacia la barra.',
          'Empuja la barra hacia arriba y hacia delante hasta estirar los dos brazos, alargando al final.',
          'Bájala de nuevo al pecho sin que los codos se abran mucho.',
        ],
        tips: [
          'Con las dos manos puedes mover más carga que en la versión a un brazo sin perder el arco amable para el hombro.',
          'Colócate más cerca del manguito para un press más vertical o más lejos para implicar más el pecho.',
          'Termina cada repetición llevando las escápulas hacia delante alrededor de las costillas.',
        ],
        commonMistakes: [
          'Echarse hacia atrás bajo la barra, lo que carga la zona lumbar.',
          'Doblarse por la cintura en lugar de inclinar todo el cuerpo.',
          'Dejar que el extremo de la barra choque contra el pecho al bajar.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Press landmine a dos manos', aliases: ['Press landmine de pie a dos manos', 'Press landmine con las dos manos'] },
    },
  },
  {
    code: 'SEATED_BARBELL_OVERHEAD_PRESS',
    name: 'Seated Barbell Overhead Press',
    aliases: ['Seated Military Press', 'Seated Barbell Shoulder Press', 'Seated Barbell Press'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'GYM_FAVORITES'],
    requiredEquipment: ['BARBELL', 'WEIGHT_PLATES', 'ADJUSTABLE_BENCH', ['POWER_RACK', 'SQUAT_RACK']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'LATERAL_DELTOID', targetPercentage: 18, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 7, isPrimary: false },
      { muscleCode: 'UPPER_TRAPEZIUS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 9, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set an adjustable bench upright or one notch back inside the rack and put the hooks just above shoulder height when seated.',
          'Sit with your back against the pad, feet planted wide, and grip the bar slightly wider than shoulder-width.',
          'Unrack the bar to the front of your shoulders with your forearms vertical.',
          'Press the bar straight up, pulling your chin back so it clears your face, until your arms lock overhead.',
          'Lower it back to your upper chest with control and keep your hips on the seat.',
        ],
        tips: [
          'The backrest limits body English, so it is easier to see real shoulder strength progress than standing.',
          'Keep the back of your head near the pad at the bottom and move it through once the bar passes your forehead.',
          'A small gap between the lower back and the pad is fine; a big arch is not.',
        ],
        commonMistakes: [
          'Sliding the hips forward and arching into an incline press.',
          'Lowering the bar only to the chin and cutting the range short.',
          'Unracking from hooks set so high that you have to stand up to reach them.',
        ],
      },
      'es-ES': {
        steps: [
          'Pon un banco regulable vertical, o una posición más atrás, dentro del rack y coloca los ganchos justo por encima de la altura de los hombros estando sentado.',
          'Siéntate con la espalda apoyada en el respaldo, los pies bien abiertos y agarra la barra algo más abierto que los hombros.',
          'Saca la barra hasta la parte delantera de los hombros con los antebrazos verticales.',
          'Empuja la barra en vertical, retrasando la barbilla para que no te roce la cara, hasta bloquear los brazos por encima de la cabeza.',
          'Bájala con control a la parte alta del pecho sin despegar la cadera del asiento.',
        ],
        tips: [
          'El respaldo limita las trampas con el cuerpo, así que es más fácil ver el progreso real de fuerza de hombro que de pie.',
          'Mantén la nuca cerca del respaldo abajo y adelanta la cabeza cuando la barra pase la frente.',
          'Un pequeño hueco entre la zona lumbar y el respaldo es normal; un gran arco no.',
        ],
        commonMistakes: [
          'Deslizar la cadera hacia delante y arquearse hasta hacer un press inclinado.',
          'Bajar la barra solo hasta la barbilla y acortar el recorrido.',
          'Sacar la barra de unos ganchos tan altos que tienes que levantarte para alcanzarlos.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Press militar sentado', aliases: ['Press de hombros sentado con barra', 'Press militar sentado con barra'] },
    },
  },
  {
    code: 'STANDING_DUMBBELL_SHOULDER_PRESS',
    name: 'Standing Dumbbell Shoulder Press',
    aliases: ['Standing Dumbbell Press', 'Standing DB Overhead Press', 'Dumbbell Military Press'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'HOME_EXERCISE'],
    requiredEquipment: [['DUMBBELLS', 'ADJUSTABLE_DUMBBELLS']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 33, isPrimary: true },
      { muscleCode: 'LATERAL_DELTOID', targetPercentage: 18, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'UPPER_TRAPEZIUS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 9, isPrimary: false },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand with your feet hip-width apart and lift the dumbbells to your shoulders, palms facing forward or turned halfway in.',
          'Squeeze your glutes and brace so your ribs stay down over your hips.',
          'Press the dumbbells up and slightly together until your arms are straight overhead.',
          'Pause with your biceps beside your ears and the dumbbells stacked over your shoulders.',
          'Lower the dumbbells back to shoulder height along the same path.',
        ],
        tips: [
          'Standing forces the trunk to stabilize the load, so you will press a little less than when seated.',
          'A semi-neutral grip, palms angled inward, is kinder to most shoulders than a fully pronated one.',
          'Stagger your stance slightly if you tend to lean back.',
        ],
        commonMistakes: [
          'Leaning back and pushing the hips forward to finish the press.',
          'Bouncing the dumbbells off the shoulders at the bottom.',
          'Letting one dumbbell finish lower or further forward than the other.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte de pie con los pies a la anchura de la cadera y sube las mancuernas a los hombros, con las palmas al frente o giradas hacia dentro a medias.',
          'Aprieta los glúteos y tensa el abdomen para que las costillas se queden abajo, sobre la cadera.',
          'Empuja las mancuernas hacia arriba y un poco hacia el centro hasta estirar los brazos por encima de la cabeza.',
          'Haz una pausa con los bíceps junto a las orejas y las mancuernas alineadas sobre los hombros.',
          'Baja las mancuernas a la altura de los hombros por la misma trayectoria.',
        ],
        tips: [
          'De pie el tronco tiene que estabilizar la carga, así que moverás algo menos que sentado.',
          'Un agarre semineutro, con las palmas algo giradas hacia dentro, sienta mejor a la mayoría de los hombros que uno totalmente prono.',
          'Adelanta un poco un pie si tiendes a echarte hacia atrás.',
        ],
        commonMistakes: [
          'Echarse hacia atrás y adelantar la cadera para terminar el press.',
          'Rebotar las mancuernas en los hombros en la parte baja.',
          'Que una mancuerna termine más baja o más adelantada que la otra.',
        ],
      },
    },
    names: {
      'es-ES': {
        name: 'Press de hombros de pie con mancuernas',
        aliases: ['Press militar de pie con mancuernas', 'Press con mancuernas de pie'],
      },
    },
  },
  {
    code: 'KETTLEBELL_BOTTOMS_UP_PRESS',
    name: 'Kettlebell Bottoms-Up Press',
    aliases: ['Bottoms-Up Press', 'Bottoms-Up Kettlebell Press', 'BU Press'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'UNILATERAL', 'HOME_EXERCISE'],
    requiredEquipment: ['KETTLEBELLS'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'LATERAL_DELTOID', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'WRIST_FLEXORS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'INFRASPINATUS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'SUPRASPINATUS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Hold a light kettlebell by the handle with the bell pointing to the ceiling, resting upside down in front of your shoulder.',
          'Crush the handle hard with your forearm vertical and your elbow tucked under the bell.',
          'Brace your trunk and press the kettlebell straight up, keeping the bell balanced directly over the handle.',
          'Lock your arm overhead with the bell still upright, then lower it slowly back to the start.',
          'Finish your reps on one side and switch hands.',
        ],
        tips: [
          'Any wobble in the wrist or shoulder tips the bell, so the drill teaches a precise, stacked pressing path.',
          'Start with a bell one or two sizes lighter than your normal press.',
          'Clear the area around you; a tipping bell should be allowed to fall rather than caught at an awkward angle.',
        ],
        commonMistakes: [
          'Squeezing the handle loosely so the bell flops over at the bottom.',
          'Pressing the bell forward of the face instead of straight up.',
          'Rushing the lowering, where most people lose balance.',
        ],
      },
      'es-ES': {
        steps: [
          'Sujeta una kettlebell ligera por el asa con la bola hacia el techo, invertida delante del hombro.',
          'Aprieta el asa con fuerza, con el antebrazo vertical y el codo recogido bajo la bola.',
          'Tensa el tronco y empuja la kettlebell en vertical, manteniendo la bola equilibrada justo encima del asa.',
          'Bloquea el brazo por encima de la cabeza con la bola aún hacia arriba y bájala despacio a la posición inicial.',
          'Termina las repeticiones de un lado y cambia de mano.',
        ],
        tips: [
          'Cualquier bamboleo de la muñeca o del hombro vuelca la pesa, así que el ejercicio enseña una trayectoria de empuje precisa y alineada.',
          'Empieza con una kettlebell una o dos tallas más ligera que la de tu press normal.',
          'Despeja el espacio a tu alrededor; si la pesa vuelca, déjala caer en vez de intentar cogerla en una posición forzada.',
        ],
        commonMistakes: [
          'Agarrar el asa con poca fuerza, de modo que la bola se vuelca abajo.',
          'Empujar la pesa por delante de la cara en lugar de en vertical.',
          'Bajar deprisa, que es donde la mayoría pierde el equilibrio.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Press con kettlebell invertida', aliases: ['Press bottoms-up', 'Press con pesa rusa boca abajo'] } },
  },
  {
    code: 'SMITH_MACHINE_OVERHEAD_PRESS',
    name: 'Smith Machine Overhead Press',
    aliases: ['Smith Machine Shoulder Press', 'Smith Shoulder Press', 'Smith Military Press'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'MACHINE'],
    requiredEquipment: ['SMITH_MACHINE', 'WEIGHT_PLATES'],
    optionalEquipment: ['ADJUSTABLE_BENCH'],
    muscleUsage: [
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 38, isPrimary: true },
      { muscleCode: 'LATERAL_DELTOID', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 16, isPrimary: false },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'UPPER_TRAPEZIUS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Place an upright bench under the Smith bar so the bar comes down just in front of your face, or stand in the same spot for the standing version.',
          'Set the safety stops just below upper-chest height and grip the bar slightly wider than your shoulders.',
          'Twist the bar off the hooks and lower it under control to chin or upper-chest level.',
          'Press the bar up until your elbows lock without shrugging your shoulders to your ears.',
          'Rotate the bar back onto the nearest hook at the end of the set.',
        ],
        tips: [
          'Because balance is taken care of, you can chase higher reps and close-to-failure sets safely.',
          'Move the bench slightly forward or back until the vertical bar path feels natural for your shoulders.',
          'Keep the bottom position consistent by lowering to the same point on your face each rep.',
        ],
        commonMistakes: [
          'Sitting so far back that the bar path forces the head and shoulders forward.',
          'Lowering the bar to the collarbones with the elbows flared, which pinches the front of many shoulders.',
          'Skipping the safety stops for heavy sets.',
        ],
      },
      'es-ES': {
        steps: [
          'Coloca un banco vertical bajo la barra del multipower para que la barra baje justo por delante de la cara, o ponte de pie en el mismo sitio si lo haces de pie.',
          'Pon los topes de seguridad justo por debajo de la parte alta del pecho y agarra la barra algo más abierto que los hombros.',
          'Gira la barra para soltarla de los ganchos y bájala con control hasta la barbilla o la parte alta del pecho.',
          'Empuja la barra hasta bloquear los codos sin encoger los hombros hacia las orejas.',
          'Al terminar la serie, gira la barra para engancharla en el gancho más cercano.',
        ],
        tips: [
          'Como el equilibrio ya lo resuelve la máquina, puedes buscar más repeticiones y acercarte al fallo con seguridad.',
          'Adelanta o retrasa un poco el banco hasta que la trayectoria vertical te resulte natural para los hombros.',
          'Baja siempre al mismo punto de la cara para que la parte baja sea igual en cada repetición.',
        ],
        commonMistakes: [
          'Sentarse tan atrás que la trayectoria obliga a adelantar la cabeza y los hombros.',
          'Bajar la barra a las clavículas con los codos abiertos, lo que pinza la parte delantera de muchos hombros.',
          'Prescindir de los topes de seguridad en las series pesadas.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Press militar en multipower', aliases: ['Press de hombros en multipower', 'Press de hombros en Smith'] } },
  },
  {
    code: 'BEHIND_THE_NECK_PRESS',
    name: 'Behind-the-Neck Press',
    aliases: ['Behind-the-Neck Barbell Press', 'BTN Press', 'Snatch-Grip Behind-the-Neck Press'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'OLYMPIC_LIFTING'],
    requiredEquipment: ['BARBELL', 'WEIGHT_PLATES', ['POWER_RACK', 'SQUAT_RACK']],
    optionalEquipment: ['ADJUSTABLE_BENCH'],
    muscleUsage: [
      { muscleCode: 'LATERAL_DELTOID', targetPercentage: 26, isPrimary: true },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 24, isPrimary: true },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'UPPER_TRAPEZIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'MIDDLE_TRAPEZIUS', targetPercentage: 7, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set the bar in the rack at upper-chest height and step under it so it rests on your upper traps as for a back squat.',
          'Take a grip wider than your overhead press, with forearms vertical when viewed from behind.',
          'Stand up with the bar, brace, and press it straight up from behind your neck.',
          'Lock out with the bar over the back of your head and the shoulders shrugged up slightly.',
          'Lower the bar slowly to the top of your traps, stopping at a depth your shoulders tolerate.',
        ],
        tips: [
          'Weightlifters use a snatch-width version to strengthen the overhead position for the snatch and jerk.',
          'Only train it if you can reach the bottom position pain-free with an upright torso.',
          'Stay light and controlled; treat it as a mobility-dependent accessory, not a max-effort lift.',
        ],
        commonMistakes: [
          'Pushing the head and neck forward to make room for the bar.',
          'Dropping the bar quickly onto the neck at the bottom.',
          'Forcing the range with a heavy load when shoulder mobility is limited.',
        ],
      },
      'es-ES': {
        steps: [
          'Pon la barra en el rack a la altura de la parte alta del pecho y colócate debajo para que descanse sobre los trapecios, como en una sentadilla trasera.',
          'Agarra la barra más abierto que en el press militar, con los antebrazos verticales vistos desde atrás.',
          'Saca la barra, tensa el tronco y empújala en vertical desde detrás de la nuca.',
          'Bloquea con la barra sobre la parte posterior de la cabeza y los hombros ligeramente encogidos.',
          'Baja la barra despacio hasta la parte alta de los trapecios, deteniéndote a una profundidad que tus hombros toleren.',
        ],
        tips: [
          'Los halterófilos usan una versión con agarre de arrancada para reforzar la posición por encima de la cabeza en la arrancada y el envión.',
          'Entrénalo solo si llegas a la posición baja sin dolor y con el tronco erguido.',
          'Usa poco peso y mucho control; es un accesorio que depende de la movilidad, no un levantamiento para buscar máximos.',
        ],
        commonMistakes: [
          'Adelantar la cabeza y el cuello para dejar sitio a la barra.',
          'Dejar caer la barra rápido sobre la nuca en la parte baja.',
          'Forzar el recorrido con mucho peso cuando la movilidad de hombros es limitada.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Press tras nuca', aliases: ['Press detrás de la nuca', 'Press militar tras nuca'] } },
  },
  {
    code: 'SINGLE_ARM_DUMBBELL_OVERHEAD_PRESS',
    name: 'Single-Arm Dumbbell Overhead Press',
    aliases: ['One-Arm Dumbbell Shoulder Press', 'Single-Arm Overhead Press', 'Single-Arm Kettlebell Press'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'UNILATERAL', 'HOME_EXERCISE'],
    requiredEquipment: [['DUMBBELLS', 'ADJUSTABLE_DUMBBELLS', 'KETTLEBELLS']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 32, isPrimary: true },
      { muscleCode: 'LATERAL_DELTOID', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'QUADRATUS_LUMBORUM', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'UPPER_TRAPEZIUS', targetPercentage: 7, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand tall holding one dumbbell or kettlebell at shoulder height, with your free hand on your hip or out to the side.',
          'Set your feet about hip-width apart and brace as if someone were about to push you sideways.',
          'Press the weight straight up until your arm is locked, with your biceps beside your ear.',
          'Hold for a beat at the top with your torso still vertical.',
          'Lower the weight back to your shoulder, finish the set and repeat on the other arm.',
        ],
        tips: [
          'Pressing one side at a time shows up strength gaps that a barbell can hide.',
          'Squeeze the glute on the working side to keep the hips from shifting.',
          'With a kettlebell, keep the bell resting on the back of the forearm rather than flopping onto it.',
        ],
        commonMistakes: [
          'Side-bending away from the weight to finish the press.',
          'Letting the free hand grab the thigh to help.',
          'Pressing the weight out in front of the face.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte de pie, erguido, con una mancuerna o una kettlebell a la altura del hombro y la mano libre en la cadera o extendida al lado.',
          'Separa los pies a la anchura de la cadera y tensa el tronco como si alguien fuera a empujarte de lado.',
          'Empuja el peso en vertical hasta bloquear el brazo, con el bíceps junto a la oreja.',
          'Mantén un momento arriba con el tronco todavía vertical.',
          'Baja el peso al hombro, termina la serie y repite con el otro brazo.',
        ],
        tips: [
          'Empujar con un solo lado saca a la luz diferencias de fuerza que la barra puede ocultar.',
          'Aprieta el glúteo del lado que trabaja para que la cadera no se desplace.',
          'Con kettlebell, deja que la bola descanse sobre la parte trasera del antebrazo en lugar de golpearlo.',
        ],
        commonMistakes: [
          'Inclinarse hacia el lado contrario para terminar el press.',
          'Apoyar la mano libre en el muslo para ayudarte.',
          'Empujar el peso por delante de la cara.',
        ],
      },
    },
    names: {
      'es-ES': {
        name: 'Press de hombro a una mano',
        aliases: ['Press unilateral de hombro con mancuerna', 'Press con kettlebell a una mano'],
      },
    },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // Raises and shoulder accessories
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'CABLE_FRONT_RAISE',
    name: 'Cable Front Raise',
    aliases: ['Cable Front Delt Raise', 'Rope Front Raise', 'Low Pulley Front Raise'],
    type: 'WEIGHT_REPS',
    tags: ['PUSH_SPLIT'],
    requiredEquipment: [
      ['CABLE_MACHINE', 'CABLE_CROSSOVER', 'FUNCTIONAL_TRAINER'],
      ['D_HANDLE', 'ROPE_ATTACHMENT', 'STRAIGHT_BAR'],
    ],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 55, isPrimary: true },
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'LATERAL_DELTOID', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'UPPER_TRAPEZIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set the pulley at its lowest point and attach a rope, straight bar or single handle.',
          'Stand facing away from the stack with the cable running between your legs, or face the stack for a bar, holding the attachment in front of your thighs.',
          'Keep a soft bend in your elbows and raise the attachment forward and up to eye level.',
          'Pause for a second with the arms roughly parallel to the floor.',
          'Lower it slowly back to your thighs, resisting the pull of the cable.',
        ],
        tips: [
          'The cable keeps tension at the bottom, where a dumbbell front raise has almost none.',
          'Use the single handle one arm at a time to focus on a lagging side.',
          'The front delts already work hard on pressing days, so a few lighter sets are usually enough.',
        ],
        commonMistakes: [
          'Rocking the torso back to start the weight moving.',
          'Raising the handle far above head height, which mostly shifts the work to the traps.',
          'Letting the stack crash down between reps.',
        ],
      },
      'es-ES': {
        steps: [
          'Pon la polea en la posición más baja y engancha una cuerda, una barra recta o un estribo.',
          'Colócate de espaldas a la columna con el cable pasando entre las piernas, o de frente si usas barra, con el agarre delante de los muslos.',
          'Con los codos ligeramente flexionados, sube el agarre hacia delante hasta la altura de los ojos.',
          'Haz una pausa de un segundo con los brazos más o menos paralelos al suelo.',
          'Bájalo despacio hasta los muslos, frenando el tirón del cable.',
        ],
        tips: [
          'La polea mantiene tensión en la parte baja, donde una elevación frontal con mancuerna apenas tiene.',
          'Usa el estribo a una mano para centrarte en el lado más atrasado.',
          'El deltoides anterior ya trabaja mucho en los días de press, así que unas pocas series ligeras suelen bastar.',
        ],
        commonMistakes: [
          'Balancear el tronco hacia atrás para arrancar el peso.',
          'Subir el agarre muy por encima de la cabeza, lo que pasa casi todo el trabajo al trapecio.',
          'Dejar que las placas choquen entre repeticiones.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Elevaciones frontales en polea', aliases: ['Elevación frontal en polea baja', 'Elevaciones frontales con cuerda'] },
    },
  },
  {
    code: 'CABLE_Y_RAISE',
    name: 'Cable Y-Raise',
    aliases: ['Cable Y Raise', 'Cross-Cable Y-Raise', 'Standing Cable Y-Raise'],
    type: 'WEIGHT_REPS',
    tags: ['PULL_SPLIT', 'GOOD_WARMUP'],
    requiredEquipment: [['CABLE_CROSSOVER', 'FUNCTIONAL_TRAINER', 'CABLE_MACHINE']],
    optionalEquipment: ['D_HANDLE'],
    muscleUsage: [
      { muscleCode: 'LOWER_TRAPEZIUS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'LATERAL_DELTOID', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 13, isPrimary: false },
      { muscleCode: 'SUPRASPINATUS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'MIDDLE_TRAPEZIUS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set both pulleys at the bottom and take the opposite cable in each hand, or hold the cable ball stops directly, so the cables cross in front of you.',
          'Step forward until there is tension, with your hands crossed in front of your hips.',
          'Raise your arms up and out on a diagonal until they form a Y overhead, thumbs pointing up and back.',
          'Reach long at the top and let your shoulder blades rotate upward.',
          'Bring the hands back down and across in front of your hips along the same diagonal.',
        ],
        tips: [
          'Think of drawing a big Y with your hands, not lifting them straight in front or to the sides.',
          'Light weights are the norm; this is about the lower traps and shoulder blade movement.',
          'With a single pulley you can do one arm at a time, standing side-on to the machine.',
        ],
        commonMistakes: [
          'Shrugging the shoulders up to the ears at the top of the Y.',
          'Arching the lower back to get the arms higher.',
          'Bending the elbows and turning it into a row.',
        ],
      },
      'es-ES': {
        steps: [
          'Pon las dos poleas abajo y coge el cable del lado contrario con cada mano, o sujeta directamente los topes de los cables, de modo que se crucen delante de ti.',
          'Da un paso adelante hasta que haya tensión, con las manos cruzadas delante de la cadera.',
          'Sube los brazos hacia arriba y hacia fuera en diagonal hasta formar una Y por encima de la cabeza, con los pulgares hacia arriba y atrás.',
          'Alarga bien arriba y deja que las escápulas giren hacia arriba.',
          'Baja las manos y crúzalas de nuevo delante de la cadera siguiendo la misma diagonal.',
        ],
        tips: [
          'Piensa en dibujar una gran Y con las manos, no en subirlas recto al frente o a los lados.',
          'Lo normal es usar poco peso; el objetivo es el trapecio inferior y el movimiento de la escápula.',
          'Con una sola polea puedes hacerlo a un brazo, de lado respecto a la máquina.',
        ],
        commonMistakes: [
          'Encoger los hombros hacia las orejas al final de la Y.',
          'Arquear la zona lumbar para subir más los brazos.',
          'Doblar los codos y convertirlo en un remo.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Elevaciones en Y en polea', aliases: ['Y raise en polea', 'Elevación en Y con poleas cruzadas'] } },
  },
  {
    code: 'LU_RAISE',
    name: 'Lu Raise',
    aliases: ['Lu Xiaojun Raise', 'Full Range Lateral Raise', 'Overhead Lateral Raise'],
    type: 'WEIGHT_REPS',
    tags: ['PUSH_SPLIT', 'HOME_EXERCISE'],
    requiredEquipment: [['DUMBBELLS', 'ADJUSTABLE_DUMBBELLS', 'WEIGHT_PLATES']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'LATERAL_DELTOID', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'UPPER_TRAPEZIUS', targetPercentage: 18, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'SUPRASPINATUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'LOWER_TRAPEZIUS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand tall holding very light dumbbells or small plates at your sides, palms facing your thighs.',
          'Turn your thumbs slightly up and raise your straight arms out to the sides.',
          'Continue past shoulder height in one smooth arc until the weights meet or nearly meet overhead.',
          'Pause briefly with the arms fully extended overhead and the shoulders shrugged up.',
          'Lower the weights back down the same wide arc to your sides.',
        ],
        tips: [
          'Named after Olympic weightlifting champion Lu Xiaojun, who used it to build robust shoulders for the snatch and jerk.',
          'Start with 2.5 to 5 pounds (1-2 kg); the long lever makes even tiny weights feel heavy.',
          'Keep the ribs down as the arms pass overhead.',
        ],
        commonMistakes: [
          'Bending the elbows to shorten the lever.',
          'Swinging the weights up with the hips.',
          'Stopping at shoulder height like a normal lateral raise.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte de pie, erguido, con mancuernas muy ligeras o discos pequeños a los lados y las palmas mirando a los muslos.',
          'Gira un poco los pulgares hacia arriba y sube los brazos estirados hacia los lados.',
          'Sigue por encima de la altura de los hombros en un único arco fluido hasta que los pesos se toquen o casi se toquen arriba.',
          'Haz una breve pausa con los brazos totalmente extendidos y los hombros encogidos hacia arriba.',
          'Baja los pesos hasta los costados por el mismo arco amplio.',
        ],
        tips: [
          'Lleva el nombre del campeón olímpico de halterofilia Lu Xiaojun, que lo usaba para fortalecer los hombros para la arrancada y el envión.',
          'Empieza con 1 o 2 kg; la palanca larga hace que incluso pesos muy pequeños se noten mucho.',
          'Mantén las costillas abajo cuando los brazos pasen por encima de la cabeza.',
        ],
        commonMistakes: [
          'Doblar los codos para acortar la palanca.',
          'Subir los pesos con un balanceo de cadera.',
          'Parar a la altura de los hombros como en una elevación lateral normal.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Elevaciones Lu', aliases: ['Lu raise', 'Elevaciones Lu Xiaojun', 'Elevaciones laterales hasta arriba'] } },
  },
  {
    code: 'PRONE_INCLINE_Y_RAISE',
    name: 'Incline Prone Y-Raise',
    aliases: ['Incline Y-Raise', 'Prone Y-Raise', 'Dumbbell Y-Raise'],
    type: 'WEIGHT_REPS',
    tags: ['PULL_SPLIT', 'GOOD_WARMUP', 'HOME_EXERCISE'],
    requiredEquipment: [
      ['DUMBBELLS', 'ADJUSTABLE_DUMBBELLS', 'WEIGHT_PLATES'],
      ['INCLINE_BENCH', 'ADJUSTABLE_BENCH'],
    ],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'LOWER_TRAPEZIUS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'MIDDLE_TRAPEZIUS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'LATERAL_DELTOID', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'POSTERIOR_DELTOID', targetPercentage: 13, isPrimary: false },
      { muscleCode: 'SUPRASPINATUS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'INFRASPINATUS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'RHOMBOIDS', targetPercentage: 7, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set a bench to about 30 to 45 degrees and lie face down with your chest on the pad and your chin just past the top.',
          'Let your arms hang straight down holding light dumbbells with your thumbs pointing up.',
          'Raise your straight arms forward and out at about 30 degrees from your head, forming a Y.',
          'Lift until your arms are in line with your body, drawing the shoulder blades down and back.',
          'Hold for a second, then lower slowly to a dead hang.',
        ],
        tips: [
          'Most people need only 2 to 8 pounds (1-4 kg); the lower traps are small and easily overpowered by the upper traps.',
          'Keep your chest on the pad; lifting it turns the movement into a back extension.',
          'It pairs well as a superset with pressing to balance the shoulder girdle.',
        ],
        commonMistakes: [
          'Shrugging up toward the ears instead of drawing the shoulder blades down.',
          'Raising the arms straight out to the sides, which makes it a T-raise.',
          'Picking dumbbells heavy enough that you have to swing them.',
        ],
      },
      'es-ES': {
        steps: [
          'Pon un banco a 30-45 grados y túmbate boca abajo con el pecho en el respaldo y la barbilla justo por encima del borde.',
          'Deja los brazos colgando en vertical con mancuernas ligeras y los pulgares hacia arriba.',
          'Sube los brazos estirados hacia delante y hacia fuera, a unos 30 grados de la cabeza, formando una Y.',
          'Sube hasta que los brazos queden alineados con el cuerpo, llevando las escápulas hacia abajo y atrás.',
          'Aguanta un segundo y baja despacio hasta que los brazos cuelguen.',
        ],
        tips: [
          'La mayoría solo necesita de 1 a 4 kg; el trapecio inferior es pequeño y el superior lo suplanta con facilidad.',
          'No despegues el pecho del respaldo; si lo levantas se convierte en una extensión de espalda.',
          'Combina bien en superserie con los ejercicios de press para equilibrar la cintura escapular.',
        ],
        commonMistakes: [
          'Encoger los hombros hacia las orejas en lugar de llevar las escápulas hacia abajo.',
          'Subir los brazos rectos hacia los lados, con lo que se convierte en una elevación en T.',
          'Coger mancuernas tan pesadas que tienes que balancearlas.',
        ],
      },
    },
    names: {
      'es-ES': {
        name: 'Elevaciones en Y boca abajo en banco inclinado',
        aliases: ['Y raise en banco inclinado', 'Elevaciones en Y tumbado'],
      },
    },
  },
  {
    code: 'DUMBBELL_UPRIGHT_ROW',
    name: 'Dumbbell Upright Row',
    aliases: ['DB Upright Row', 'Dumbbell High Pull Row'],
    type: 'WEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'HOME_EXERCISE'],
    requiredEquipment: [['DUMBBELLS', 'ADJUSTABLE_DUMBBELLS', 'KETTLEBELLS']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'LATERAL_DELTOID', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'UPPER_TRAPEZIUS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'SUPRASPINATUS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'BRACHIALIS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'MIDDLE_TRAPEZIUS', targetPercentage: 6, isPrimary: false },
      { muscleCode: 'BRACHIORADIALIS', targetPercentage: 6, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand holding a dumbbell in each hand in front of your thighs, palms facing you.',
          'Lead with your elbows and pull the dumbbells up close to your body.',
          'Stop when your elbows reach shoulder height and the dumbbells are around the bottom of your chest.',
          'Keep your elbows slightly higher than your wrists at the top.',
          'Lower the dumbbells under control to the starting position.',
        ],
        tips: [
          'Independent dumbbells let the hands drift apart, which most shoulders tolerate better than a fixed barbell.',
          'Pulling only to shoulder height keeps the lateral delts working and limits impingement risk.',
          'Let the dumbbells travel slightly wider than your body rather than touching in the middle.',
        ],
        commonMistakes: [
          'Hauling the elbows far above shoulder height.',
          'Leaning back and using the hips to heave the weight.',
          'Leading with the wrists so the dumbbells end up higher than the elbows.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte de pie con una mancuerna en cada mano delante de los muslos y las palmas mirando hacia ti.',
          'Tira de las mancuernas hacia arriba, cerca del cuerpo, dirigiendo el movimiento con los codos.',
          'Para cuando los codos lleguen a la altura de los hombros y las mancuernas estén más o menos en la parte baja del pecho.',
          'Mantén los codos algo más altos que las muñecas arriba.',
          'Baja las mancuernas con control a la posición inicial.',
        ],
        tips: [
          'Al ir cada mancuerna por su lado, las manos pueden separarse, algo que la mayoría de los hombros tolera mejor que una barra fija.',
          'Subir solo hasta la altura de los hombros mantiene trabajando el deltoides lateral y reduce el riesgo de pinzamiento.',
          'Deja que las mancuernas suban algo más abiertas que el cuerpo en lugar de juntarlas en el centro.',
        ],
        commonMistakes: [
          'Subir los codos muy por encima de los hombros.',
          'Echarse hacia atrás y usar la cadera para levantar el peso.',
          'Dirigir con las muñecas, de modo que las mancuernas acaban más altas que los codos.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Remo al cuello con mancuernas', aliases: ['Remo vertical con mancuernas', 'Remo al mentón con mancuernas'] },
    },
  },
  {
    code: 'LEAN_AWAY_DUMBBELL_LATERAL_RAISE',
    name: 'Lean-Away Dumbbell Lateral Raise',
    aliases: ['Leaning Lateral Raise', 'Lean-Away Lateral Raise', 'Single-Arm Leaning Lateral Raise'],
    type: 'WEIGHT_REPS',
    tags: ['PUSH_SPLIT', 'UNILATERAL', 'HOME_EXERCISE'],
    requiredEquipment: [['DUMBBELLS', 'ADJUSTABLE_DUMBBELLS']],
    optionalEquipment: ['POWER_RACK'],
    muscleUsage: [
      { muscleCode: 'LATERAL_DELTOID', targetPercentage: 60, isPrimary: true },
      { muscleCode: 'SUPRASPINATUS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'UPPER_TRAPEZIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 7, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand side-on to a rack upright or door frame and hold it with the near hand at about chest height.',
          'Hold a dumbbell in the far hand, set your feet close to the upright and lean your body away until your holding arm is nearly straight.',
          'With a slight bend in the elbow, raise the dumbbell out to the side until your arm is about level with the floor.',
          'Pause briefly at the top without shrugging.',
          'Lower slowly until the dumbbell hangs in front of your hip, then switch sides after the set.',
        ],
        tips: [
          'Leaning away starts the raise from a stretched position and keeps the side delt loaded at the bottom.',
          'A lean of about 15 to 30 degrees is plenty.',
          'Use a weight a little lighter than your regular lateral raise.',
        ],
        commonMistakes: [
          'Pulling yourself upright with the support arm as the dumbbell rises.',
          'Raising the dumbbell far above the shoulder, which shifts the work to the traps.',
          'Letting the dumbbell swing across the body at the bottom.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte de lado junto a un poste del rack o el marco de una puerta y sujétalo con la mano más cercana a la altura del pecho.',
          'Coge una mancuerna con la mano contraria, acerca los pies al poste e inclina el cuerpo hacia fuera hasta que el brazo de apoyo quede casi estirado.',
          'Con el codo ligeramente flexionado, sube la mancuerna hacia el lado hasta que el brazo quede más o menos paralelo al suelo.',
          'Haz una breve pausa arriba sin encoger el hombro.',
          'Baja despacio hasta que la mancuerna cuelgue delante de la cadera y cambia de lado al acabar la serie.',
        ],
        tips: [
          'Al inclinarte, la elevación empieza desde una posición de estiramiento y el deltoides lateral sigue cargado en la parte baja.',
          'Con una inclinación de 15 a 30 grados es suficiente.',
          'Usa un peso algo más ligero que en tu elevación lateral habitual.',
        ],
        commonMistakes: [
          'Enderezarse tirando con el brazo de apoyo mientras sube la mancuerna.',
          'Subir la mancuerna muy por encima del hombro, lo que pasa el trabajo al trapecio.',
          'Dejar que la mancuerna se balancee por delante del cuerpo abajo.',
        ],
      },
    },
    names: {
      'es-ES': {
        name: 'Elevación lateral inclinado con mancuerna',
        aliases: ['Elevación lateral con inclinación', 'Elevación lateral agarrado a un poste'],
      },
    },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // Triceps
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'JM_PRESS',
    name: 'JM Press',
    aliases: ['Barbell JM Press', 'EZ-Bar JM Press'],
    type: 'WEIGHT_REPS',
    tags: ['PUSH_SPLIT', 'POWERLIFTING'],
    requiredEquipment: [['BARBELL', 'EZ_BAR'], 'WEIGHT_PLATES', ['FLAT_BENCH', 'ADJUSTABLE_BENCH']],
    optionalEquipment: ['POWER_RACK'],
    muscleUsage: [
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 32, isPrimary: true },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 13, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on a flat bench and hold the bar over your chest with a grip slightly narrower than shoulder-width.',
          'Let the bar drift a little toward your face so it starts over your upper chest.',
          'Bend your elbows and let the bar travel down and back toward your chin while the elbows move forward toward your feet.',
          'Stop when the bar is a few inches above your chin or throat and your forearms are pressed against your biceps.',
          'Extend the elbows and drive the bar back up along the same path to lockout.',
        ],
        tips: [
          'Invented by bench presser JM Blakley, it sits halfway between a close-grip bench and a skull crusher.',
          'Keep the elbows pointing toward your feet rather than out to the sides.',
          'Use a spotter or pins; the bar finishes near your throat.',
        ],
        commonMistakes: [
          'Turning it into a close-grip bench by bringing the bar straight down to the chest.',
          'Letting the elbows flare out wide.',
          'Going so heavy that the bar comes down fast and hits the chin.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate en un banco plano y sujeta la barra sobre el pecho con un agarre algo más estrecho que los hombros.',
          'Deja que la barra se desplace un poco hacia la cara para que empiece sobre la parte alta del pecho.',
          'Dobla los codos y deja que la barra baje hacia la barbilla mientras los codos avanzan hacia los pies.',
          'Para cuando la barra esté a pocos centímetros de la barbilla o la garganta y los antebrazos presionen los bíceps.',
          'Extiende los codos y lleva la barra de vuelta por la misma trayectoria hasta bloquear.',
        ],
        tips: [
          'Lo ideó el especialista en banca JM Blakley y está a medio camino entre el press cerrado y el press francés.',
          'Mantén los codos apuntando hacia los pies y no hacia los lados.',
          'Usa un ayudante o los seguros del rack; la barra termina cerca de la garganta.',
        ],
        commonMistakes: [
          'Convertirlo en un press cerrado bajando la barra en línea recta al pecho.',
          'Dejar que los codos se abran mucho.',
          'Cargar tanto peso que la barra baja rápido y golpea la barbilla.',
        ],
      },
    },
    names: { 'es-ES': { name: 'JM press', aliases: ['Press JM', 'JM press con barra'] } },
  },
  {
    code: 'TATE_PRESS',
    name: 'Tate Press',
    aliases: ['Dumbbell Tate Press', 'Elbows-Out Triceps Extension'],
    type: 'WEIGHT_REPS',
    tags: ['PUSH_SPLIT', 'HOME_EXERCISE'],
    requiredEquipment: [
      ['DUMBBELLS', 'ADJUSTABLE_DUMBBELLS'],
      ['FLAT_BENCH', 'ADJUSTABLE_BENCH'],
    ],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 38, isPrimary: true },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 32, isPrimary: true },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 22, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on a flat bench and press two dumbbells up over your chest with your palms facing your feet.',
          'Turn the dumbbells so their inner ends point toward each other and your elbows point out to the sides.',
          'Bend only at the elbows and lower the inner ends of the dumbbells toward the middle of your chest.',
          'Touch the dumbbells lightly to your chest or to each other, keeping the upper arms still.',
          'Extend the elbows to press the dumbbells back up in the same arc.',
        ],
        tips: [
          'Named after powerlifter Dave Tate, who used it to strengthen the lockout of his bench press.',
          'Start with light dumbbells; the flared elbows put an unusual angle on the elbow joint.',
          'Move slowly on the way down to keep tension on the triceps instead of the joint.',
        ],
        commonMistakes: [
          'Dropping the elbows toward the bench so the shoulders and chest take over.',
          'Letting the dumbbells crash onto the sternum.',
          'Twisting the wrists so the dumbbells point at the face.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate en un banco plano y sube dos mancuernas sobre el pecho con las palmas mirando hacia los pies.',
          'Gira las mancuernas para que sus extremos interiores se apunten entre sí y los codos queden hacia los lados.',
          'Flexiona solo los codos y baja los extremos interiores de las mancuernas hacia el centro del pecho.',
          'Apoya suavemente las mancuernas en el pecho o júntalas entre sí sin mover los brazos.',
          'Extiende los codos para volver a subir las mancuernas por el mismo arco.',
        ],
        tips: [
          'Lleva el nombre del powerlifter Dave Tate, que lo usaba para reforzar el bloqueo de su press de banca.',
          'Empieza con mancuernas ligeras; los codos abiertos ponen la articulación en un ángulo poco habitual.',
          'Baja despacio para mantener la tensión en el tríceps y no en la articulación.',
        ],
        commonMistakes: [
          'Bajar los codos hacia el banco, de modo que hombros y pecho toman el relevo.',
          'Dejar que las mancuernas choquen contra el esternón.',
          'Girar las muñecas hasta que las mancuernas apuntan a la cara.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Press Tate', aliases: ['Tate press', 'Extensión de tríceps Tate con mancuernas'] } },
  },
  {
    code: 'CABLE_TRICEPS_KICKBACK',
    name: 'Cable Triceps Kickback',
    aliases: ['Cable Tricep Kickback', 'Triceps Cable Kickback', 'Bent-Over Cable Kickback'],
    type: 'WEIGHT_REPS',
    tags: ['PUSH_SPLIT', 'UNILATERAL'],
    requiredEquipment: [['CABLE_MACHINE', 'CABLE_CROSSOVER', 'FUNCTIONAL_TRAINER']],
    optionalEquipment: ['D_HANDLE'],
    muscleUsage: [
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 40, isPrimary: true },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 22, isPrimary: false },
      { muscleCode: 'POSTERIOR_DELTOID', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set a pulley at about knee height and grab the cable end or a single handle with the hand farther from the machine.',
          'Step back, hinge forward until your torso is at roughly 45 degrees and brace your free hand on your thigh.',
          'Pull the elbow back so the upper arm sits alongside your torso, with the elbow bent at about 90 degrees.',
          'Keeping the upper arm still, straighten your elbow until your arm points straight back.',
          'Bend the elbow slowly to return, then finish the set and switch arms.',
        ],
        tips: [
          'Unlike a dumbbell kickback, the cable still pulls at full extension, so the squeeze at lockout really counts.',
          'Raising the upper arm slightly above the torso line increases long-head involvement.',
          'Grabbing the cable itself without a handle gives a neutral, wrist-friendly grip.',
        ],
        commonMistakes: [
          'Swinging the upper arm forward and back with each rep.',
          'Standing too close to the stack so there is no tension at the start.',
          'Rounding the back as you hinge over.',
        ],
      },
      'es-ES': {
        steps: [
          'Pon una polea a la altura de la rodilla y coge el extremo del cable o un estribo con la mano más alejada de la máquina.',
          'Da un paso atrás, inclina el tronco hasta unos 45 grados y apoya la mano libre en el muslo.',
          'Lleva el codo atrás para que el brazo quede junto al torso, con el codo flexionado a unos 90 grados.',
          'Sin mover el brazo, extiende el codo hasta que el brazo apunte recto hacia atrás.',
          'Flexiona el codo despacio para volver, termina la serie y cambia de brazo.',
        ],
        tips: [
          'A diferencia de la patada con mancuerna, la polea sigue tirando con el brazo extendido, así que la contracción final cuenta de verdad.',
          'Subir el brazo un poco por encima de la línea del torso implica más la cabeza larga.',
          'Coger directamente el cable sin estribo te da un agarre neutro que respeta la muñeca.',
        ],
        commonMistakes: [
          'Balancear el brazo hacia delante y atrás en cada repetición.',
          'Colocarse tan cerca de la columna que no hay tensión al principio.',
          'Redondear la espalda al inclinarse.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Patada de tríceps en polea', aliases: ['Kickback de tríceps en polea', 'Extensión de tríceps inclinado en polea'] },
    },
  },
  {
    code: 'REVERSE_GRIP_TRICEPS_PUSHDOWN',
    name: 'Reverse-Grip Triceps Pushdown',
    aliases: ['Reverse-Grip Pushdown', 'Underhand Triceps Pushdown', 'Supinated Pushdown'],
    type: 'WEIGHT_REPS',
    tags: ['PUSH_SPLIT'],
    requiredEquipment: [
      ['CABLE_MACHINE', 'CABLE_CROSSOVER', 'FUNCTIONAL_TRAINER'],
      ['STRAIGHT_BAR', 'EZ_CABLE_BAR', 'D_HANDLE'],
    ],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 42, isPrimary: true },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 33, isPrimary: true },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 25, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Attach a straight bar, EZ bar or single handle to a high pulley and grip it with your palms facing up.',
          'Stand close to the stack with your elbows pinned to your sides and bent to about 90 degrees.',
          'Push the attachment down by straightening your elbows until your arms are fully locked.',
          'Squeeze for a moment with your wrists straight.',
          'Let the attachment rise back to about chest height without your elbows drifting forward.',
        ],
        tips: [
          'The underhand grip makes it hard to cheat with the shoulders, so the triceps, especially the medial head, do the work.',
          'You will handle less weight than in an overhand pushdown; start about 30 percent lighter.',
          'The single-handle version lets you focus on one arm and keeps the wrist in a natural line.',
        ],
        commonMistakes: [
          'Curling the wrists up as the set gets hard.',
          'Letting the elbows come forward so the bar rises to the face.',
          'Leaning over the bar to push it down with bodyweight.',
        ],
      },
      'es-ES': {
        steps: [
          'Engancha una barra recta, una barra Z o un estribo en la polea alta y agárralo con las palmas hacia arriba.',
          'Colócate cerca de la columna con los codos pegados a los costados y flexionados a unos 90 grados.',
          'Empuja hacia abajo estirando los codos hasta bloquear los brazos por completo.',
          'Aprieta un momento con las muñecas rectas.',
          'Deja subir el agarre hasta la altura del pecho sin que los codos se adelanten.',
        ],
        tips: [
          'El agarre supino hace difícil hacer trampa con los hombros, así que el trabajo recae en el tríceps, sobre todo en la cabeza medial.',
          'Moverás menos peso que con agarre prono; empieza con un 30 % menos.',
          'La versión con estribo te permite centrarte en un brazo y mantiene la muñeca en una línea natural.',
        ],
        commonMistakes: [
          'Doblar las muñecas hacia arriba cuando la serie se complica.',
          'Dejar que los codos se adelanten, de modo que la barra sube hasta la cara.',
          'Echarse sobre la barra para bajarla con el peso del cuerpo.',
        ],
      },
    },
    names: {
      'es-ES': {
        name: 'Extensión de tríceps en polea con agarre supino',
        aliases: ['Jalón de tríceps agarre invertido', 'Extensión de tríceps en polea alta agarre inverso'],
      },
    },
  },
  {
    code: 'CROSS_BODY_CABLE_TRICEPS_EXTENSION',
    name: 'Cross-Body Cable Triceps Extension',
    aliases: ['Cross-Body Cable Extension', 'Single-Arm Cross-Body Triceps Extension', 'Cable Y Extension'],
    type: 'WEIGHT_REPS',
    tags: ['PUSH_SPLIT', 'UNILATERAL'],
    requiredEquipment: [['CABLE_CROSSOVER', 'CABLE_MACHINE', 'FUNCTIONAL_TRAINER']],
    optionalEquipment: ['D_HANDLE'],
    muscleUsage: [
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 45, isPrimary: true },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 30, isPrimary: false },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 25, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set a pulley just above head height and stand side-on to it, a step away.',
          'Reach across your body with the far hand and take the cable end or a handle so your hand starts near the opposite shoulder.',
          'Keep your elbow at about shoulder height and pointing to the side.',
          'Extend the elbow and sweep your hand out and slightly down until your arm is straight beside you.',
          'Return the hand toward your opposite shoulder slowly, then do the other arm.',
        ],
        tips: [
          'The line of pull matches the lateral head fibers well and feels easy on the elbows.',
          'Hold the cable by the ball stop if a handle feels awkward.',
          'Doing both arms at once between two crossover pulleys, with the cables crossing in front of your face, saves time.',
        ],
        commonMistakes: [
          'Dropping the elbow to the ribs so the movement becomes a pushdown.',
          'Rotating the torso toward the machine to help the arm.',
          'Stopping short of full elbow lockout.',
        ],
      },
      'es-ES': {
        steps: [
          'Pon una polea justo por encima de la cabeza y colócate de lado a un paso de ella.',
          'Cruza el brazo más alejado por delante del cuerpo y coge el extremo del cable o un estribo, de modo que la mano empiece cerca del hombro contrario.',
          'Mantén el codo más o menos a la altura del hombro y apuntando hacia el lado.',
          'Extiende el codo y lleva la mano hacia fuera y algo hacia abajo hasta que el brazo quede estirado a tu lado.',
          'Devuelve la mano despacio hacia el hombro contrario y después trabaja el otro brazo.',
        ],
        tips: [
          'La línea de tracción coincide bien con las fibras de la cabeza lateral y resulta cómoda para los codos.',
          'Sujeta el cable por el tope si el estribo te resulta incómodo.',
          'Hacer los dos brazos a la vez entre dos poleas del cruce, con los cables cruzándose delante de la cara, ahorra tiempo.',
        ],
        commonMistakes: [
          'Bajar el codo hasta las costillas, con lo que se convierte en un jalón de tríceps.',
          'Girar el tronco hacia la máquina para ayudar al brazo.',
          'No llegar a bloquear el codo del todo.',
        ],
      },
    },
    names: {
      'es-ES': {
        name: 'Extensión cruzada de tríceps en polea',
        aliases: ['Extensión de tríceps cruzada en polea alta', 'Extensión de tríceps a una mano cruzada'],
      },
    },
  },
  {
    code: 'BAND_OVERHEAD_TRICEPS_EXTENSION',
    name: 'Resistance Band Overhead Triceps Extension',
    aliases: ['Band Overhead Triceps Extension', 'Banded Overhead Extension', 'Band French Press'],
    type: 'EXERCISE_BANDS',
    tags: ['PUSH_SPLIT', 'HOME_EXERCISE'],
    requiredEquipment: ['RESISTANCE_BANDS'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 45, isPrimary: true },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 28, isPrimary: false },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 27, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Take a staggered stance and pin one end of a band under your back foot, or anchor it low behind you.',
          'Hold the other end with both hands behind your head, elbows bent and pointing up.',
          'Keep your upper arms close to your head and straighten your elbows to push your hands up toward the ceiling.',
          'Squeeze the back of your arms at the top where the band is stretched most.',
          'Lower your hands slowly behind your head until you feel a stretch in the triceps.',
        ],
        tips: [
          'Having the arms overhead stretches the long head of the triceps, which pushdowns do not.',
          'Choke up on the band or step further forward to add tension.',
          'A looped band with a handle or a towel threaded through it is easier to hold.',
        ],
        commonMistakes: [
          'Letting the elbows flare wide apart.',
          'Arching the lower back as the band pulls the arms back.',
          'Using a band so heavy that the elbows cannot reach full lockout.',
        ],
      },
      'es-ES': {
        steps: [
          'Adelanta un pie y pisa un extremo de la goma con el pie de atrás, o ánclala abajo detrás de ti.',
          'Sujeta el otro extremo con las dos manos detrás de la cabeza, con los codos flexionados y apuntando hacia arriba.',
          'Mantén los brazos cerca de la cabeza y estira los codos para llevar las manos hacia el techo.',
          'Aprieta la parte trasera de los brazos arriba, donde la goma está más estirada.',
          'Baja las manos despacio detrás de la cabeza hasta notar estiramiento en el tríceps.',
        ],
        tips: [
          'Con los brazos por encima de la cabeza se estira la cabeza larga del tríceps, algo que no consiguen los jalones en polea.',
          'Coge la goma más corta o adelanta más el pie para añadir tensión.',
          'Una goma cerrada con asa, o con una toalla pasada por dentro, es más fácil de sujetar.',
        ],
        commonMistakes: [
          'Dejar que los codos se abran mucho.',
          'Arquear la zona lumbar cuando la goma tira de los brazos hacia atrás.',
          'Usar una goma tan dura que los codos no llegan a bloquear.',
        ],
      },
    },
    names: {
      'es-ES': {
        name: 'Extensión de tríceps por encima de la cabeza con goma',
        aliases: ['Extensión de tríceps sobre la cabeza con banda elástica', 'Extensión de tríceps tras nuca con goma'],
      },
    },
  },
  {
    code: 'EZ_BAR_OVERHEAD_TRICEPS_EXTENSION',
    name: 'EZ-Bar Overhead Triceps Extension',
    aliases: ['Seated EZ-Bar Overhead Extension', 'EZ-Bar French Press', 'Overhead EZ Extension'],
    type: 'WEIGHT_REPS',
    tags: ['PUSH_SPLIT'],
    requiredEquipment: ['EZ_BAR', 'WEIGHT_PLATES'],
    optionalEquipment: ['ADJUSTABLE_BENCH'],
    muscleUsage: [
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 48, isPrimary: true },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 27, isPrimary: false },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 25, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Sit on an upright bench with back support and hold an EZ bar on the inner angled grips, palms facing forward.',
          'Press the bar overhead until your arms are straight and your upper arms are beside your head.',
          'Keep your elbows pointing forward and bend them to lower the bar behind your head.',
          'Go down until your forearms are past parallel to the floor and you feel a deep triceps stretch.',
          'Extend your elbows to bring the bar back overhead without moving your upper arms.',
        ],
        tips: [
          'The angled grips of an EZ bar keep the wrists far more comfortable than a straight bar in this position.',
          'Keep your ribs down and the back of your pelvis against the pad to avoid overarching.',
          'For heavy sets, have a partner hand you the bar at the top.',
        ],
        commonMistakes: [
          'Letting the elbows splay wide as the bar goes down.',
          'Pressing the bar up with the shoulders instead of extending the elbows.',
          'Lowering so fast that the bar hits the back of the neck.',
        ],
      },
      'es-ES': {
        steps: [
          'Siéntate en un banco vertical con respaldo y sujeta una barra Z por los agarres interiores inclinados, con las palmas hacia delante.',
          'Sube la barra por encima de la cabeza hasta estirar los brazos, con ellos junto a la cabeza.',
          'Mantén los codos apuntando al frente y flexiónalos para bajar la barra detrás de la cabeza.',
          'Baja hasta que los antebrazos pasen de la horizontal y notes un estiramiento profundo en el tríceps.',
          'Extiende los codos para devolver la barra arriba sin mover los brazos.',
        ],
        tips: [
          'Los agarres inclinados de la barra Z son mucho más cómodos para las muñecas que una barra recta en esta posición.',
          'Mantén las costillas abajo y la pelvis contra el respaldo para no arquearte en exceso.',
          'En las series pesadas, pide a un compañero que te pase la barra arriba.',
        ],
        commonMistakes: [
          'Dejar que los codos se abran hacia los lados al bajar la barra.',
          'Subir la barra empujando con los hombros en lugar de extender los codos.',
          'Bajar tan rápido que la barra golpea la nuca.',
        ],
      },
    },
    names: {
      'es-ES': {
        name: 'Extensión de tríceps sentado con barra Z',
        aliases: ['Extensión de tríceps por encima de la cabeza con barra Z', 'Extensión tras nuca con barra Z'],
      },
    },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // Biceps and brachialis
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'ZOTTMAN_CURL',
    name: 'Zottman Curl',
    aliases: ['Dumbbell Zottman Curl', 'Zottman Dumbbell Curl'],
    type: 'WEIGHT_REPS',
    tags: ['PULL_SPLIT', 'HOME_EXERCISE'],
    requiredEquipment: [['DUMBBELLS', 'ADJUSTABLE_DUMBBELLS']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'BRACHIORADIALIS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'BRACHIALIS', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'BICEPS_LONG_HEAD', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'BICEPS_SHORT_HEAD', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'WRIST_EXTENSORS', targetPercentage: 13, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand with a dumbbell in each hand at your sides, palms facing forward.',
          'Curl both dumbbells up to shoulder height with your elbows close to your body.',
          'At the top, rotate your wrists so your palms face down.',
          'Lower the dumbbells slowly with the overhand grip, taking about three seconds.',
          'At the bottom, turn your palms forward again before starting the next curl.',
        ],
        tips: [
          'You lift with the stronger underhand grip and lower with the weaker overhand grip, so the forearms get an overloaded eccentric.',
          'Choose a weight you can control on the way down, not the heaviest you can curl.',
          'Alternate arms if you find it hard to rotate both wrists cleanly at once.',
        ],
        commonMistakes: [
          'Rotating the wrists halfway down instead of at the very top.',
          'Dropping the dumbbells quickly on the overhand lowering.',
          'Swinging the elbows forward to start each curl.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte de pie con una mancuerna en cada mano a los lados y las palmas hacia delante.',
          'Sube las dos mancuernas hasta la altura de los hombros con los codos pegados al cuerpo.',
          'Arriba, gira las muñecas para que las palmas miren hacia abajo.',
          'Baja las mancuernas despacio con agarre prono, en unos tres segundos.',
          'Abajo, vuelve a girar las palmas hacia delante antes del siguiente curl.',
        ],
        tips: [
          'Subes con el agarre supino, más fuerte, y bajas con el prono, más débil, así que los antebrazos reciben una fase excéntrica sobrecargada.',
          'Elige un peso que puedas controlar en la bajada, no el máximo que eres capaz de subir.',
          'Alterna los brazos si te cuesta girar bien las dos muñecas a la vez.',
        ],
        commonMistakes: [
          'Girar las muñecas a mitad de bajada en lugar de justo arriba.',
          'Dejar caer las mancuernas rápido en la bajada con agarre prono.',
          'Adelantar los codos de golpe para arrancar cada curl.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Curl Zottman', aliases: ['Zottman curl', 'Curl Zottman con mancuernas'] } },
  },
  {
    code: 'DRAG_CURL',
    name: 'Barbell Drag Curl',
    aliases: ['Drag Curl', 'Body Drag Curl'],
    type: 'WEIGHT_REPS',
    tags: ['PULL_SPLIT'],
    requiredEquipment: [['BARBELL', 'EZ_BAR'], 'WEIGHT_PLATES'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'BICEPS_LONG_HEAD', targetPercentage: 40, isPrimary: true },
      { muscleCode: 'BICEPS_SHORT_HEAD', targetPercentage: 27, isPrimary: false },
      { muscleCode: 'BRACHIALIS', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'BRACHIORADIALIS', targetPercentage: 13, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand holding a barbell against your thighs with an underhand, shoulder-width grip.',
          'Instead of letting the elbows travel forward, pull them straight back behind your body as you bend your arms.',
          'Drag the bar up along your stomach and chest, keeping it in contact with your body.',
          'Stop when the bar reaches the lower chest and your elbows point behind you.',
          'Slide the bar back down your body to the starting position.',
        ],
        tips: [
          'Keeping the elbows behind the torso takes the front delt out and shifts emphasis to the biceps long head.',
          'You will use noticeably less weight than in a standard barbell curl.',
          'The same movement works with dumbbells held at your sides.',
        ],
        commonMistakes: [
          'Letting the bar drift away from the body so it becomes a normal curl.',
          'Shrugging the shoulders up as the elbows move back.',
          'Leaning back to move the bar higher.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte de pie con una barra apoyada en los muslos, agarre supino y las manos a la anchura de los hombros.',
          'En lugar de adelantar los codos, llévalos hacia atrás por detrás del cuerpo mientras flexionas los brazos.',
          'Arrastra la barra hacia arriba pegada al abdomen y al pecho, sin perder el contacto con el cuerpo.',
          'Para cuando la barra llegue a la parte baja del pecho y los codos apunten hacia atrás.',
          'Desliza la barra pegada al cuerpo hasta la posición inicial.',
        ],
        tips: [
          'Al mantener los codos detrás del torso se quita trabajo al deltoides anterior y se pone el énfasis en la cabeza larga del bíceps.',
          'Moverás bastante menos peso que en un curl con barra normal.',
          'El mismo movimiento se puede hacer con mancuernas a los lados.',
        ],
        commonMistakes: [
          'Separar la barra del cuerpo, con lo que se convierte en un curl normal.',
          'Encoger los hombros mientras los codos van hacia atrás.',
          'Echarse hacia atrás para subir más la barra.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Curl arrastrado con barra', aliases: ['Drag curl', 'Curl de arrastre'] } },
  },
  {
    code: 'ROPE_HAMMER_CURL',
    name: 'Cable Rope Hammer Curl',
    aliases: ['Rope Hammer Curl', 'Cable Hammer Curl', 'Rope Cable Curl'],
    type: 'WEIGHT_REPS',
    tags: ['PULL_SPLIT'],
    requiredEquipment: [['CABLE_MACHINE', 'CABLE_CROSSOVER', 'FUNCTIONAL_TRAINER'], 'ROPE_ATTACHMENT'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'BRACHIORADIALIS', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'BRACHIALIS', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'BICEPS_LONG_HEAD', targetPercentage: 18, isPrimary: false },
      { muscleCode: 'BICEPS_SHORT_HEAD', targetPercentage: 12, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Attach a rope to a low pulley and hold one end in each hand with your thumbs pointing up.',
          'Step back so the weight lifts off the stack and stand tall with your elbows at your sides.',
          'Curl the rope up toward your shoulders, keeping the neutral grip the whole way.',
          'At the top, pull the rope ends slightly apart beside your shoulders.',
          'Lower the rope slowly until your arms are straight.',
        ],
        tips: [
          'The cable keeps the brachialis and forearms under tension at the bottom, where a dumbbell hammer curl goes slack.',
          'Keep the knuckles facing out and avoid rolling the wrists inward.',
          'It is a good finisher for high reps at the end of a pull session.',
        ],
        commonMistakes: [
          'Leaning back to start the curl.',
          'Letting the elbows slide forward as the rope rises.',
          'Cutting the lowering short instead of reaching full extension.',
        ],
      },
      'es-ES': {
        steps: [
          'Engancha una cuerda en la polea baja y coge un extremo con cada mano, con los pulgares hacia arriba.',
          'Da un paso atrás para levantar las placas y ponte erguido con los codos a los costados.',
          'Sube la cuerda hacia los hombros manteniendo el agarre neutro todo el recorrido.',
          'Arriba, separa un poco los extremos de la cuerda junto a los hombros.',
          'Baja la cuerda despacio hasta estirar los brazos.',
        ],
        tips: [
          'La polea mantiene la tensión en el braquial y los antebrazos abajo, donde el curl martillo con mancuernas se queda sin carga.',
          'Mantén los nudillos hacia fuera y no gires las muñecas hacia dentro.',
          'Es un buen remate de repeticiones altas al final de una sesión de tirón.',
        ],
        commonMistakes: [
          'Echarse hacia atrás para arrancar el curl.',
          'Dejar que los codos se adelanten mientras sube la cuerda.',
          'Acortar la bajada en lugar de llegar a la extensión completa.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Curl martillo en polea con cuerda', aliases: ['Curl martillo con cuerda', 'Curl martillo en polea'] } },
  },
  {
    code: 'CABLE_REVERSE_CURL',
    name: 'Cable Reverse Curl',
    aliases: ['Reverse-Grip Cable Curl', 'Overhand Cable Curl', 'Pronated Cable Curl'],
    type: 'WEIGHT_REPS',
    tags: ['PULL_SPLIT'],
    requiredEquipment: [
      ['CABLE_MACHINE', 'CABLE_CROSSOVER', 'FUNCTIONAL_TRAINER'],
      ['STRAIGHT_BAR', 'EZ_CABLE_BAR'],
    ],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'BRACHIORADIALIS', targetPercentage: 38, isPrimary: true },
      { muscleCode: 'BRACHIALIS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'WRIST_EXTENSORS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'BICEPS_LONG_HEAD', targetPercentage: 9, isPrimary: false },
      { muscleCode: 'BICEPS_SHORT_HEAD', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Attach a straight or EZ bar to a low pulley and grip it overhand, hands about shoulder-width apart.',
          'Stand up with the bar against your thighs and your elbows tucked in.',
          'Curl the bar up toward your shoulders, keeping your wrists in line with your forearms.',
          'Stop when your forearms are close to vertical and squeeze.',
          'Lower the bar slowly, fighting the cable on the way down.',
        ],
        tips: [
          "The overhand grip reduces the biceps' leverage and shifts the load to the brachioradialis and brachialis.",
          'An EZ bar takes strain off the wrists if the straight bar bothers them.',
          'Light to moderate loads with smooth reps work better than heavy cheated reps.',
        ],
        commonMistakes: [
          'Letting the wrists bend back so the knuckles point at the ceiling.',
          'Loosening the thumbs so the bar rolls toward the fingertips.',
          'Heaving the weight up with a hip swing.',
        ],
      },
      'es-ES': {
        steps: [
          'Engancha una barra recta o una barra Z en la polea baja y agárrala en prono, con las manos a la anchura de los hombros.',
          'Ponte de pie con la barra apoyada en los muslos y los codos pegados al cuerpo.',
          'Sube la barra hacia los hombros con las muñecas alineadas con los antebrazos.',
          'Para cuando los antebrazos estén casi verticales y aprieta.',
          'Baja la barra despacio, aguantando el tirón del cable.',
        ],
        tips: [
          'El agarre prono quita palanca al bíceps y traslada la carga al braquiorradial y al braquial.',
          'La barra Z descarga las muñecas si la barra recta te molesta.',
          'Funcionan mejor cargas ligeras o moderadas con repeticiones fluidas que cargas altas con trampas.',
        ],
        commonMistakes: [
          'Dejar que las muñecas se doblen hacia atrás y los nudillos miren al techo.',
          'Aflojar los pulgares, de modo que la barra rueda hacia las puntas de los dedos.',
          'Subir el peso con un balanceo de cadera.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Curl invertido en polea', aliases: ['Curl prono en polea', 'Curl con agarre prono en polea baja'] } },
  },
  {
    code: 'CABLE_PREACHER_CURL',
    name: 'Cable Preacher Curl',
    aliases: ['Cable Scott Curl', 'Preacher Cable Curl'],
    type: 'WEIGHT_REPS',
    tags: ['PULL_SPLIT'],
    requiredEquipment: [
      'PREACHER_CURL_BENCH',
      ['CABLE_MACHINE', 'CABLE_CROSSOVER', 'FUNCTIONAL_TRAINER'],
      ['EZ_CABLE_BAR', 'STRAIGHT_BAR', 'D_HANDLE'],
    ],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'BICEPS_SHORT_HEAD', targetPercentage: 45, isPrimary: true },
      { muscleCode: 'BICEPS_LONG_HEAD', targetPercentage: 25, isPrimary: false },
      { muscleCode: 'BRACHIALIS', targetPercentage: 22, isPrimary: false },
      { muscleCode: 'BRACHIORADIALIS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Place a preacher bench in front of a low pulley so the cable runs straight toward the pad.',
          'Attach an EZ bar, straight bar or single handle and sit with the backs of your upper arms flat on the pad.',
          'Start with your arms almost straight and the cable already under tension.',
          'Curl the handle up until your forearms are close to vertical.',
          'Lower slowly until your elbows are nearly straight without letting the weight stack rest.',
        ],
        tips: [
          'With a free-weight preacher curl the top goes slack; the cable keeps the biceps loaded there.',
          'Use the single handle to train one arm at a time and reach a deeper stretch.',
          'Keep your armpits snug against the top of the pad so the shoulders cannot help.',
        ],
        commonMistakes: [
          'Lifting the elbows off the pad at the top.',
          'Dropping into a fully locked elbow at the bottom under heavy load.',
          'Setting the bench so far from the pulley that the cable rubs the pad.',
        ],
      },
      'es-ES': {
        steps: [
          'Coloca un banco Scott delante de la polea baja para que el cable vaya en línea recta hacia el apoyo.',
          'Engancha una barra Z, una barra recta o un estribo y siéntate con la parte trasera de los brazos bien apoyada en el banco.',
          'Empieza con los brazos casi estirados y el cable ya en tensión.',
          'Sube el agarre hasta que los antebrazos queden casi verticales.',
          'Baja despacio hasta que los codos estén casi estirados sin dejar que las placas descansen.',
        ],
        tips: [
          'En el curl Scott con peso libre la parte alta se queda sin carga; la polea mantiene el bíceps trabajando ahí.',
          'Usa el estribo para trabajar un brazo cada vez y conseguir un estiramiento más profundo.',
          'Mantén las axilas pegadas a la parte superior del apoyo para que los hombros no ayuden.',
        ],
        commonMistakes: [
          'Despegar los codos del apoyo arriba.',
          'Dejarse caer hasta bloquear el codo abajo con mucho peso.',
          'Poner el banco tan lejos de la polea que el cable roza el apoyo.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Curl predicador en polea', aliases: ['Curl Scott en polea', 'Curl en banco Scott con polea'] } },
  },
  {
    code: 'HIGH_CABLE_CURL',
    name: 'High Cable Curl',
    aliases: ['Overhead Cable Curl', 'Double-Biceps Cable Curl', 'High Pulley Curl'],
    type: 'WEIGHT_REPS',
    tags: ['PULL_SPLIT'],
    requiredEquipment: [['CABLE_CROSSOVER', 'FUNCTIONAL_TRAINER'], 'D_HANDLE'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'BICEPS_SHORT_HEAD', targetPercentage: 45, isPrimary: true },
      { muscleCode: 'BICEPS_LONG_HEAD', targetPercentage: 30, isPrimary: false },
      { muscleCode: 'BRACHIALIS', targetPercentage: 18, isPrimary: false },
      { muscleCode: 'BRACHIORADIALIS', targetPercentage: 7, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set both pulleys of a crossover at about head height and attach a single handle to each.',
          'Stand in the middle, take a handle in each hand with palms up and raise your arms out to the sides at shoulder level, like a double-biceps pose.',
          'Keep your upper arms still and curl both handles in toward the sides of your head.',
          'Squeeze hard when your hands are beside your ears.',
          'Straighten your elbows slowly until your arms are extended out to the sides again.',
        ],
        tips: [
          'With the upper arms raised, the short head works in its shortened position, giving a strong peak contraction.',
          'Use a light load; it is an isolation finisher, not a strength lift.',
          'You can work one arm at a time by standing side-on to a single high pulley.',
        ],
        commonMistakes: [
          'Letting the elbows drop toward the ribs as the set gets hard.',
          'Standing off-center so one cable pulls harder than the other.',
          'Pulling the handles down and in with the lats instead of curling.',
        ],
      },
      'es-ES': {
        steps: [
          'Pon las dos poleas del cruce a la altura de la cabeza y engancha un estribo en cada una.',
          'Colócate en el centro, coge un estribo con cada mano con las palmas hacia arriba y abre los brazos a los lados a la altura de los hombros, como en la pose de doble bíceps.',
          'Sin mover los brazos, flexiona los codos llevando los estribos hacia los lados de la cabeza.',
          'Aprieta con fuerza cuando las manos lleguen junto a las orejas.',
          'Estira los codos despacio hasta que los brazos vuelvan a quedar extendidos a los lados.',
        ],
        tips: [
          'Con los brazos elevados, la cabeza corta trabaja en su posición más acortada y se consigue una contracción máxima muy intensa.',
          'Usa poca carga; es un ejercicio de aislamiento para rematar, no para fuerza.',
          'Puedes trabajar un brazo cada vez colocándote de lado a una sola polea alta.',
        ],
        commonMistakes: [
          'Dejar que los codos bajen hacia las costillas cuando la serie se complica.',
          'Colocarse descentrado, de modo que un cable tira más que el otro.',
          'Bajar los estribos tirando con los dorsales en lugar de flexionar los codos.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Curl en polea alta', aliases: ['Curl doble bíceps en polea', 'Curl de bíceps en cruce de poleas alto'] } },
  },
  {
    code: 'BARBELL_21S',
    name: 'Barbell 21s',
    aliases: ['21s', '21s Curl', 'Twenty-Ones', '21 Curls'],
    type: 'WEIGHT_REPS',
    tags: ['PULL_SPLIT', 'ENDURANCE'],
    requiredEquipment: [['BARBELL', 'EZ_BAR'], 'WEIGHT_PLATES'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'BICEPS_SHORT_HEAD', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'BICEPS_LONG_HEAD', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'BRACHIALIS', targetPercentage: 22, isPrimary: false },
      { muscleCode: 'BRACHIORADIALIS', targetPercentage: 13, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand holding a barbell or EZ bar with an underhand, shoulder-width grip, arms straight.',
          'Do 7 half reps from the bottom, curling only until your forearms are parallel to the floor.',
          'Without resting, curl the bar to the halfway point and do 7 half reps between there and the top.',
          'Finish with 7 full-range curls from straight arms to the top.',
          'Lower the bar and log the set as 21 reps.',
        ],
        tips: [
          'Pick roughly 60 to 70 percent of the weight you would use for 10 strict curls.',
          'Keep a steady tempo; rushing the half reps turns them into bounces.',
          'One or two sets at the end of an arm session is usually plenty.',
        ],
        commonMistakes: [
          'Swinging the hips to get through the final full reps.',
          'Letting the middle-range reps creep lower so they overlap with the first seven.',
          'Resting between the three stages.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte de pie con una barra recta o una barra Z, agarre supino a la anchura de los hombros y los brazos estirados.',
          'Haz 7 medias repeticiones desde abajo, subiendo solo hasta que los antebrazos queden paralelos al suelo.',
          'Sin descansar, sube la barra hasta la mitad y haz 7 medias repeticiones entre ese punto y arriba.',
          'Termina con 7 curls completos, desde los brazos estirados hasta arriba.',
          'Baja la barra y registra la serie como 21 repeticiones.',
        ],
        tips: [
          'Elige más o menos un 60-70 % del peso que usarías para 10 curls estrictos.',
          'Mantén un ritmo constante; si aceleras las medias repeticiones acaban siendo rebotes.',
          'Con una o dos series al final de una sesión de brazos suele bastar.',
        ],
        commonMistakes: [
          'Balancear la cadera para sacar los últimos curls completos.',
          'Dejar que las repeticiones del tramo medio bajen tanto que se solapan con las siete primeras.',
          'Descansar entre las tres fases.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Curl 21 con barra', aliases: ['21s', 'Veintiunos', 'Curl 21'] } },
  },
  {
    code: 'WAITER_CURL',
    name: 'Waiter Curl',
    aliases: ['Dumbbell Waiter Curl', 'Plate-Grip Dumbbell Curl'],
    type: 'WEIGHT_REPS',
    tags: ['PULL_SPLIT', 'HOME_EXERCISE'],
    requiredEquipment: [['DUMBBELLS', 'ADJUSTABLE_DUMBBELLS']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'BICEPS_SHORT_HEAD', targetPercentage: 42, isPrimary: true },
      { muscleCode: 'BICEPS_LONG_HEAD', targetPercentage: 28, isPrimary: false },
      { muscleCode: 'BRACHIALIS', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'WRIST_FLEXORS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand a single dumbbell on end and cup the underside of the top plate with both palms facing up, like a waiter holding a tray.',
          'Let your arms hang straight in front of your thighs with the dumbbell vertical and your elbows at your sides.',
          'Curl the dumbbell up toward your chin, keeping the handle vertical and the plate level.',
          'Squeeze your biceps at the top with your elbows still pinned to your body.',
          'Lower it slowly to straight arms without letting the dumbbell tip.',
        ],
        tips: [
          'Holding the plate instead of the handle keeps the wrists extended and limits help from the forearms, so the biceps do more.',
          'Hexagonal dumbbells with a flat plate face are the most secure to hold this way.',
          'Keep the dumbbell close to your body for the whole rep.',
        ],
        commonMistakes: [
          'Curling a dumbbell so heavy that it slides off the palms.',
          'Letting the dumbbell tilt toward you at the top.',
          'Swinging the elbows forward to finish the rep.',
        ],
      },
      'es-ES': {
        steps: [
          'Pon una mancuerna de pie y sujeta la parte inferior del disco de arriba con las dos palmas hacia arriba, como un camarero con una bandeja.',
          'Deja los brazos estirados delante de los muslos con la mancuerna en vertical y los codos a los costados.',
          'Sube la mancuerna hacia la barbilla manteniendo el mango vertical y el disco horizontal.',
          'Aprieta el bíceps arriba con los codos todavía pegados al cuerpo.',
          'Baja despacio hasta estirar los brazos sin que la mancuerna se incline.',
        ],
        tips: [
          'Sujetar el disco en lugar del mango mantiene las muñecas extendidas y limita la ayuda de los antebrazos, así que el bíceps trabaja más.',
          'Las mancuernas hexagonales con la cara del disco plana son las más seguras para este agarre.',
          'Mantén la mancuerna cerca del cuerpo durante toda la repetición.',
        ],
        commonMistakes: [
          'Usar una mancuerna tan pesada que resbala de las palmas.',
          'Dejar que la mancuerna se incline hacia ti arriba.',
          'Adelantar los codos para terminar la repetición.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Curl camarero', aliases: ['Waiter curl', 'Curl camarero con mancuerna'] } },
  },
  {
    code: 'CABLE_SKULL_CRUSHER',
    name: 'Cable Skull Crusher',
    aliases: ['Cable Lying Triceps Extension', 'Lying Cable Triceps Extension', 'Cable Skullcrusher'],
    type: 'WEIGHT_REPS',
    tags: ['PUSH_SPLIT'],
    requiredEquipment: [
      ['CABLE_MACHINE', 'CABLE_CROSSOVER', 'FUNCTIONAL_TRAINER'],
      ['EZ_CABLE_BAR', 'STRAIGHT_BAR', 'ROPE_ATTACHMENT'],
      ['FLAT_BENCH', 'ADJUSTABLE_BENCH'],
    ],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 40, isPrimary: true },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 32, isPrimary: false },
      { muscleCode: 'TRICEPS_MEDIAL_HEAD', targetPercentage: 28, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Place a flat bench lengthwise in front of a low pulley with an EZ bar or rope attached.',
          'Grab the attachment, lie back on the bench with your head toward the machine and bring your arms up so your hands are over your forehead.',
          'Angle your upper arms slightly back toward the stack and keep them fixed there.',
          'Bend your elbows to lower the attachment behind your head until you feel a stretch in the triceps.',
          'Extend your elbows to bring it back above your forehead, stopping just short of vertical to keep tension.',
        ],
        tips: [
          'The cable keeps pulling at lockout, unlike a free-weight skull crusher that unloads when the arms are vertical.',
          'Sliding up the bench away from the stack increases the stretch at the bottom.',
          'Have the cable running in line with your arms, not hitting the bench end.',
        ],
        commonMistakes: [
          'Letting the upper arms drift with the cable so the lats help pull.',
          'Flaring the elbows out as the weight gets heavy.',
          'Lying too close to the pulley so there is no tension at the top.',
        ],
      },
      'es-ES': {
        steps: [
          'Coloca un banco plano a lo largo delante de una polea baja con una barra Z o una cuerda enganchada.',
          'Coge el agarre, túmbate en el banco con la cabeza hacia la máquina y sube los brazos hasta que las manos queden sobre la frente.',
          'Inclina un poco los brazos hacia la columna de placas y mantenlos fijos ahí.',
          'Flexiona los codos para bajar el agarre por detrás de la cabeza hasta notar estiramiento en el tríceps.',
          'Extiende los codos para volver sobre la frente, parando justo antes de la vertical para no perder tensión.',
        ],
        tips: [
          'La polea sigue tirando en el bloqueo, a diferencia del press francés con peso libre, que se descarga con los brazos verticales.',
          'Si te desplazas por el banco alejándote de la columna, aumenta el estiramiento abajo.',
          'Haz que el cable vaya alineado con los brazos y no choque con el extremo del banco.',
        ],
        commonMistakes: [
          'Dejar que los brazos se muevan con el cable, de modo que los dorsales ayudan a tirar.',
          'Abrir los codos cuando el peso aumenta.',
          'Tumbarse demasiado cerca de la polea, con lo que no hay tensión arriba.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Press francés en polea', aliases: ['Extensión de tríceps tumbado en polea', 'Rompecráneos en polea'] } },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // Forearms and grip
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'BEHIND_THE_BACK_WRIST_CURL',
    name: 'Behind-the-Back Wrist Curl',
    aliases: ['Standing Behind-the-Back Wrist Curl', 'Behind-the-Back Barbell Wrist Curl'],
    type: 'WEIGHT_REPS',
    tags: ['PULL_SPLIT'],
    requiredEquipment: [['BARBELL', 'SMITH_MACHINE'], 'WEIGHT_PLATES'],
    optionalEquipment: ['POWER_RACK'],
    muscleUsage: [{ muscleCode: 'WRIST_FLEXORS', targetPercentage: 100, isPrimary: true }],
    instructions: {
      'en-US': {
        steps: [
          'Set a barbell in a rack at about mid-thigh height, or use a Smith machine bar at the same height.',
          'Stand with your back to the bar and grip it behind you with your palms facing backward, hands about shoulder-width apart.',
          'Step forward so the bar rests against the backs of your thighs and your arms hang straight.',
          'Let the bar roll down toward your fingertips, then close your fingers and curl your wrists up as high as they go.',
          'Pause at the top, then lower back to the fingertips with control.',
        ],
        tips: [
          'Hanging the bar behind you lets the forearm flexors handle heavier loads than a seated wrist curl without straining the elbows.',
          'Keep the arms straight; all the motion happens at the fingers and wrists.',
          'High reps of 12 to 20 tend to suit the forearms well.',
        ],
        commonMistakes: [
          'Bending the elbows or shrugging to help the bar up.',
          'Cutting out the finger roll and only moving the wrists a little.',
          'Letting the bar slide off the fingertips at the bottom.',
        ],
      },
      'es-ES': {
        steps: [
          'Pon una barra en el rack a la altura de la mitad del muslo, o usa la barra del multipower a la misma altura.',
          'Colócate de espaldas a la barra y agárrala por detrás con las palmas mirando hacia atrás y las manos a la anchura de los hombros.',
          'Da un paso adelante para que la barra descanse contra la parte trasera de los muslos con los brazos estirados.',
          'Deja que la barra ruede hacia las puntas de los dedos, después cierra los dedos y flexiona las muñecas todo lo que puedas.',
          'Haz una pausa arriba y vuelve con control hasta las puntas de los dedos.',
        ],
        tips: [
          'Con la barra colgando por detrás, los flexores del antebrazo pueden mover más carga que en el curl de muñeca sentado sin castigar los codos.',
          'Mantén los brazos estirados; todo el movimiento ocurre en los dedos y las muñecas.',
          'Las series largas, de 12 a 20 repeticiones, suelen sentar bien a los antebrazos.',
        ],
        commonMistakes: [
          'Doblar los codos o encoger los hombros para ayudar a subir la barra.',
          'Saltarse el rodado por los dedos y mover solo un poco las muñecas.',
          'Dejar que la barra se escape de las puntas de los dedos abajo.',
        ],
      },
    },
    names: {
      'es-ES': {
        name: 'Curl de muñeca por detrás de la espalda',
        aliases: ['Curl de muñeca tras la espalda', 'Flexión de muñeca de pie por detrás'],
      },
    },
  },
  {
    code: 'CABLE_WRIST_CURL',
    name: 'Cable Wrist Curl',
    aliases: ['Low Pulley Wrist Curl', 'Seated Cable Wrist Curl'],
    type: 'WEIGHT_REPS',
    tags: ['PULL_SPLIT'],
    requiredEquipment: [
      ['CABLE_MACHINE', 'CABLE_CROSSOVER', 'FUNCTIONAL_TRAINER'],
      ['STRAIGHT_BAR', 'EZ_CABLE_BAR', 'D_HANDLE'],
    ],
    optionalEquipment: ['FLAT_BENCH'],
    muscleUsage: [{ muscleCode: 'WRIST_FLEXORS', targetPercentage: 100, isPrimary: true }],
    instructions: {
      'en-US': {
        steps: [
          "Attach a short bar or a single handle to the low pulley and set a bench or box about an arm's length in front of it.",
          'Kneel or sit facing the machine with your forearms resting on the bench or your thighs, palms up and wrists just past the edge.',
          'Let the cable pull your hands down toward the floor so the wrists extend fully.',
          'Curl your wrists up toward you as far as they will go, keeping your forearms in contact with the pad.',
          'Lower slowly back into the stretch before the next rep.',
        ],
        tips: [
          'The cable gives smooth, constant resistance through the whole arc, which many people find easier on the wrists than a barbell.',
          'A single handle lets you train one side at a time if one forearm is weaker.',
          'Slow, controlled reps beat heavy jerky ones for forearm growth.',
        ],
        commonMistakes: [
          'Lifting the forearms off the pad to use the biceps.',
          'Working only the top half of the range.',
          'Sitting so close to the pulley that the cable runs straight up instead of pulling the hands down.',
        ],
      },
      'es-ES': {
        steps: [
          'Engancha una barra corta o un estribo en la polea baja y coloca un banco o un cajón a un brazo de distancia delante.',
          'Arrodíllate o siéntate de frente a la máquina con los antebrazos apoyados en el banco o en los muslos, las palmas hacia arriba y las muñecas justo fuera del borde.',
          'Deja que el cable tire de las manos hacia el suelo para que las muñecas se extiendan del todo.',
          'Flexiona las muñecas hacia ti todo lo que puedas sin despegar los antebrazos del apoyo.',
          'Baja despacio hasta el estiramiento antes de la siguiente repetición.',
        ],
        tips: [
          'La polea ofrece una resistencia suave y constante en todo el arco, y a mucha gente le resulta más cómoda para las muñecas que la barra.',
          'Con un estribo puedes trabajar un lado cada vez si un antebrazo es más débil.',
          'Para que crezcan los antebrazos, mejor repeticiones lentas y controladas que pesadas y a tirones.',
        ],
        commonMistakes: [
          'Despegar los antebrazos del apoyo para ayudarte con el bíceps.',
          'Trabajar solo la mitad superior del recorrido.',
          'Ponerse tan cerca de la polea que el cable sube en vertical en lugar de tirar de las manos hacia abajo.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Curl de muñeca en polea', aliases: ['Flexión de muñeca en polea baja', 'Curl de antebrazo en polea'] } },
  },
  {
    code: 'BAND_REVERSE_WRIST_CURL',
    name: 'Resistance Band Reverse Wrist Curl',
    aliases: ['Band Reverse Wrist Curl', 'Band Wrist Extension', 'Banded Wrist Extension'],
    type: 'EXERCISE_BANDS',
    tags: ['PULL_SPLIT', 'HOME_EXERCISE', 'GOOD_WARMUP', 'UNILATERAL'],
    requiredEquipment: ['RESISTANCE_BANDS'],
    optionalEquipment: ['FLAT_BENCH'],
    muscleUsage: [{ muscleCode: 'WRIST_EXTENSORS', targetPercentage: 100, isPrimary: true }],
    instructions: {
      'en-US': {
        steps: [
          'Sit on a bench or chair and step on one end of a light band with the foot on the working side.',
          'Hold the other end with your palm facing down and rest your forearm on your thigh, wrist just past the knee.',
          'Shorten the band until there is light tension with your wrist bent down.',
          'Lift the back of your hand toward the ceiling as far as it comfortably goes, keeping the forearm on the thigh.',
          'Lower slowly over about three seconds, then switch sides after the set.',
        ],
        tips: [
          'Slow, light sets of 15 to 25 reps are a common rehab tool for sore outer elbows, often called tennis elbow.',
          'The lowering phase matters most; take your time on it.',
          'Stop and get checked if the movement sharpens pain rather than easing it over the weeks.',
        ],
        commonMistakes: [
          'Lifting the forearm off the thigh to move the band.',
          'Choosing a band so strong that the wrist jerks up.',
          'Letting the hand drop quickly on the way down.',
        ],
      },
      'es-ES': {
        steps: [
          'Siéntate en un banco o una silla y pisa un extremo de una goma ligera con el pie del lado que trabaja.',
          'Sujeta el otro extremo con la palma hacia abajo y apoya el antebrazo en el muslo, con la muñeca justo por delante de la rodilla.',
          'Acorta la goma hasta notar una ligera tensión con la muñeca flexionada hacia abajo.',
          'Sube el dorso de la mano hacia el techo todo lo que te resulte cómodo, sin despegar el antebrazo del muslo.',
          'Baja despacio en unos tres segundos y cambia de lado al terminar la serie.',
        ],
        tips: [
          'Las series lentas y ligeras de 15 a 25 repeticiones son una herramienta habitual de rehabilitación para el dolor en la parte externa del codo, la llamada epicondilitis o codo de tenista.',
          'La bajada es lo más importante; tómate tu tiempo.',
          'Para y consulta si con las semanas el ejercicio agudiza el dolor en vez de aliviarlo.',
        ],
        commonMistakes: [
          'Despegar el antebrazo del muslo para mover la goma.',
          'Elegir una goma tan dura que la muñeca sube a tirones.',
          'Dejar caer la mano rápido al bajar.',
        ],
      },
    },
    names: {
      'es-ES': {
        name: 'Extensión de muñeca con goma',
        aliases: ['Curl de muñeca inverso con goma', 'Extensión de muñeca con banda elástica'],
      },
    },
  },
  {
    code: 'DUMBBELL_WRIST_ROTATION',
    name: 'Dumbbell Pronation and Supination',
    aliases: ['Dumbbell Wrist Rotation', 'Forearm Rotation', 'Pronation-Supination'],
    type: 'WEIGHT_REPS',
    tags: ['PULL_SPLIT', 'HOME_EXERCISE', 'GOOD_WARMUP', 'UNILATERAL'],
    requiredEquipment: [['DUMBBELLS', 'ADJUSTABLE_DUMBBELLS']],
    optionalEquipment: ['FLAT_BENCH'],
    muscleUsage: [
      { muscleCode: 'WRIST_FLEXORS', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'WRIST_EXTENSORS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'BICEPS_LONG_HEAD', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'BICEPS_SHORT_HEAD', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'BRACHIORADIALIS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Sit with your forearm resting on your thigh or a bench, hand past the edge, holding a light dumbbell or a loadable handle with weight on one end only.',
          'Start with your thumb pointing to the ceiling and the weighted end up.',
          'Slowly rotate your forearm to turn the palm down until the weighted end points to the side.',
          'Rotate back through the start and continue until the palm faces up.',
          'Keep the elbow and forearm still on the support and repeat for the set, then switch arms.',
        ],
        tips: [
          'Gripping closer to the weighted end makes it easier; sliding your hand away from the weight makes it harder.',
          'These rotations train the pronators and supinators that a curl or wrist curl barely touches.',
          'A hammer or a wooden mallet held at the end of the handle works the same way at home.',
        ],
        commonMistakes: [
          'Rotating from the shoulder instead of the forearm.',
          'Letting gravity drop the weight quickly to each side.',
          'Using a load so heavy that the range shrinks to a small wobble.',
        ],
      },
      'es-ES': {
        steps: [
          'Siéntate con el antebrazo apoyado en el muslo o en un banco y la mano por fuera del borde, sujetando una mancuerna ligera o un mango cargado solo por un extremo.',
          'Empieza con el pulgar hacia el techo y el extremo cargado hacia arriba.',
          'Gira el antebrazo despacio para llevar la palma hacia abajo hasta que el extremo cargado apunte al lado.',
          'Vuelve pasando por el inicio y sigue hasta que la palma mire hacia arriba.',
          'Mantén el codo y el antebrazo quietos en el apoyo, repite toda la serie y cambia de brazo.',
        ],
        tips: [
          'Agarrar más cerca del extremo cargado lo hace más fácil; alejar la mano del peso lo hace más difícil.',
          'Estas rotaciones trabajan los pronadores y supinadores, que el curl o el curl de muñeca apenas tocan.',
          'En casa sirve igual un martillo o una maza de madera cogida por el extremo del mango.',
        ],
        commonMistakes: [
          'Girar desde el hombro en lugar de desde el antebrazo.',
          'Dejar que la gravedad haga caer el peso rápido hacia cada lado.',
          'Usar tanto peso que el recorrido se reduce a un pequeño bamboleo.',
        ],
      },
    },
    names: {
      'es-ES': {
        name: 'Pronosupinación con mancuerna',
        aliases: ['Rotaciones de antebrazo con mancuerna', 'Pronación y supinación con mancuerna'],
      },
    },
  },
  {
    code: 'DUMBBELL_RADIAL_DEVIATION',
    name: 'Dumbbell Radial Deviation',
    aliases: ['Radial Deviation', 'Wrist Radial Deviation', 'Hammer Levering'],
    type: 'WEIGHT_REPS',
    tags: ['PULL_SPLIT', 'HOME_EXERCISE', 'UNILATERAL'],
    requiredEquipment: [['DUMBBELLS', 'ADJUSTABLE_DUMBBELLS']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'WRIST_EXTENSORS', targetPercentage: 55, isPrimary: true },
      { muscleCode: 'WRIST_FLEXORS', targetPercentage: 45, isPrimary: true },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand tall with your arm hanging at your side, holding a dumbbell handle loaded at the front end only, or gripping one end of a regular dumbbell.',
          'Turn your hand so the thumb points forward and the weighted end sticks out in front of you.',
          'Keeping your arm straight and still, tilt your wrist up toward the thumb side to raise the front end.',
          'Lift until the wrist cannot tilt any further, usually only 20 to 30 degrees.',
          'Lower the weighted end slowly until it points down at an angle, then repeat and switch hands.',
        ],
        tips: [
          'The range is small by nature; focus on a smooth, full tilt rather than a big arc.',
          'Move your grip further from the weighted end to make it harder without buying heavier weights.',
          'Strong radial deviators help in sports that lever a bat, racket, club or stick.',
        ],
        commonMistakes: [
          'Bending the elbow or swinging the arm to lift the weight.',
          'Letting the dumbbell drop fast at the bottom.',
          'Holding the dumbbell in the middle so there is no lever to lift.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte de pie, erguido, con el brazo colgando al lado y sujeta un mango de mancuerna cargado solo por delante, o coge una mancuerna normal por un extremo.',
          'Gira la mano para que el pulgar apunte hacia delante y el extremo cargado sobresalga por delante de ti.',
          'Con el brazo estirado y quieto, inclina la muñeca hacia el lado del pulgar para subir el extremo delantero.',
          'Sube hasta que la muñeca no pueda inclinarse más, normalmente solo 20 o 30 grados.',
          'Baja despacio el extremo cargado hasta que apunte hacia abajo en diagonal, repite y cambia de mano.',
        ],
        tips: [
          'El recorrido es corto por naturaleza; céntrate en una inclinación fluida y completa, no en un arco grande.',
          'Aleja la mano del extremo cargado para hacerlo más difícil sin necesidad de pesos mayores.',
          'Unos desviadores radiales fuertes ayudan en deportes en los que haces palanca con un bate, una raqueta, un palo o un stick.',
        ],
        commonMistakes: [
          'Doblar el codo o balancear el brazo para subir el peso.',
          'Dejar caer la mancuerna rápido abajo.',
          'Coger la mancuerna por el centro, con lo que no hay palanca que levantar.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Desviación radial con mancuerna', aliases: ['Desviación radial de muñeca', 'Palanca de muñeca hacia delante'] },
    },
  },
  {
    code: 'DUMBBELL_ULNAR_DEVIATION',
    name: 'Dumbbell Ulnar Deviation',
    aliases: ['Ulnar Deviation', 'Wrist Ulnar Deviation', 'Rear Hammer Levering'],
    type: 'WEIGHT_REPS',
    tags: ['PULL_SPLIT', 'HOME_EXERCISE', 'UNILATERAL'],
    requiredEquipment: [['DUMBBELLS', 'ADJUSTABLE_DUMBBELLS']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'WRIST_FLEXORS', targetPercentage: 50, isPrimary: true },
      { muscleCode: 'WRIST_EXTENSORS', targetPercentage: 50, isPrimary: true },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand with your arm hanging at your side and hold a dumbbell handle loaded at the back end only, or one end of a regular dumbbell, so the weight sits behind your hand.',
          'Point your thumb forward with the weighted end angled toward the floor behind you.',
          'Keep your arm straight and cock your wrist toward the little-finger side to lift the rear end up behind you.',
          'Raise it as far as your wrist allows and hold for a second.',
          'Lower slowly to the start, finish the reps and change hands.',
        ],
        tips: [
          'It trains the muscles on the little-finger side of the forearm, which wrist curls and reverse curls largely miss.',
          'Pair it with radial deviation for balanced wrist strength.',
          'The wrist usually moves further in this direction than toward the thumb, so expect a bigger arc.',
        ],
        commonMistakes: [
          'Extending the shoulder to swing the weight backward.',
          'Turning the palm to face behind you so the motion becomes a wrist extension.',
          'Rushing the reps and losing control at the bottom.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte de pie con el brazo colgando al lado y sujeta un mango de mancuerna cargado solo por detrás, o una mancuerna normal por un extremo, de modo que el peso quede detrás de la mano.',
          'Apunta el pulgar hacia delante con el extremo cargado inclinado hacia el suelo por detrás de ti.',
          'Mantén el brazo estirado y lleva la muñeca hacia el lado del meñique para subir el extremo trasero por detrás.',
          'Súbelo todo lo que la muñeca permita y aguanta un segundo.',
          'Baja despacio al inicio, termina las repeticiones y cambia de mano.',
        ],
        tips: [
          'Trabaja los músculos del lado del meñique del antebrazo, que el curl de muñeca y el curl invertido apenas tocan.',
          'Combínalo con la desviación radial para equilibrar la fuerza de la muñeca.',
          'La muñeca suele moverse más en esta dirección que hacia el pulgar, así que el arco será mayor.',
        ],
        commonMistakes: [
          'Extender el hombro para balancear el peso hacia atrás.',
          'Girar la palma hacia atrás, con lo que el movimiento se convierte en una extensión de muñeca.',
          'Hacer las repeticiones con prisa y perder el control abajo.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Desviación cubital con mancuerna', aliases: ['Desviación cubital de muñeca', 'Palanca de muñeca hacia atrás'] },
    },
  },
  {
    code: 'BARBELL_FINGER_CURL',
    name: 'Barbell Finger Curl',
    aliases: ['Finger Curl', 'Barbell Finger Roll', 'Finger Roll'],
    type: 'WEIGHT_REPS',
    tags: ['PULL_SPLIT'],
    requiredEquipment: [['BARBELL', 'EZ_BAR'], 'WEIGHT_PLATES', ['FLAT_BENCH', 'ADJUSTABLE_BENCH']],
    optionalEquipment: [],
    muscleUsage: [{ muscleCode: 'WRIST_FLEXORS', targetPercentage: 100, isPrimary: true }],
    instructions: {
      'en-US': {
        steps: [
          'Sit on the end of a bench with your forearms along your thighs, palms up, and your wrists just past your knees.',
          'Hold a barbell with your hands about shoulder-width apart and your wrists flat, in line with the forearms.',
          'Open your fingers and let the bar roll down until it hangs in the last joints of your fingers.',
          'Close your fingers to roll the bar back into your palm, keeping the wrists from curling.',
          'Squeeze a full fist around the bar at the top, then open the hand and let it roll down again.',
        ],
        tips: [
          'Isolating the fingers targets the deep finger flexors that decide whether you hold on to a heavy deadlift.',
          'Start light, because the bar can escape the fingertips when they are fatigued.',
          'Add a wrist curl at the top of each rep once the finger roll alone feels easy.',
        ],
        commonMistakes: [
          'Bending the wrists so the movement turns into a regular wrist curl.',
          'Opening the hand so far that the bar drops to the floor.',
          'Lifting the forearms off the thighs.',
        ],
      },
      'es-ES': {
        steps: [
          'Siéntate en el extremo de un banco con los antebrazos sobre los muslos, las palmas hacia arriba y las muñecas justo por delante de las rodillas.',
          'Sujeta una barra con las manos a la anchura de los hombros y las muñecas rectas, alineadas con los antebrazos.',
          'Abre los dedos y deja que la barra ruede hasta quedar colgando de las últimas falanges.',
          'Cierra los dedos para devolver la barra a la palma sin flexionar las muñecas.',
          'Aprieta el puño por completo alrededor de la barra arriba y vuelve a abrir la mano para dejarla rodar.',
        ],
        tips: [
          'Aislar los dedos trabaja los flexores profundos, que deciden si aguantas o no un peso muerto pesado.',
          'Empieza con poco peso, porque la barra puede escaparse de los dedos cuando están cansados.',
          'Cuando el rodado de dedos se te quede corto, añade un curl de muñeca al final de cada repetición.',
        ],
        commonMistakes: [
          'Flexionar las muñecas, con lo que se convierte en un curl de muñeca normal.',
          'Abrir tanto la mano que la barra cae al suelo.',
          'Despegar los antebrazos de los muslos.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Curl de dedos con barra', aliases: ['Flexión de dedos con barra', 'Rodado de dedos con barra'] } },
  },
  {
    code: 'PLATE_PINCH_CARRY',
    name: 'Plate Pinch Carry',
    aliases: ['Pinch Carry', 'Plate Pinch Walk', 'Pinch Grip Carry'],
    type: 'WEIGHT_DISTANCE',
    tags: ['PULL_SPLIT', 'ISOMETRIC'],
    requiredEquipment: [['WEIGHT_PLATES', 'BUMPER_PLATES']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'WRIST_FLEXORS', targetPercentage: 60, isPrimary: true },
      { muscleCode: 'WRIST_EXTENSORS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'UPPER_TRAPEZIUS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'BRACHIORADIALIS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Place two matching plates together with their smooth sides facing out, one pair for each hand.',
          'Squat down beside them and pinch each pair with your fingers on one side and your thumb on the other.',
          'Stand up tall with your arms straight at your sides and the plates clear of your legs.',
          'Walk with short, steady steps for the planned distance, keeping the plates from swinging.',
          'Set the plates down under control by squatting rather than dropping them from your hands.',
        ],
        tips: [
          'Walking adds swing and time pressure, so it challenges the thumb more than a static pinch hold.',
          'Smooth-faced steel plates are much harder to pinch than rubber bumpers; note which you use.',
          'Start with a short course of about 20 to 30 yards and add distance before adding weight.',
        ],
        commonMistakes: [
          'Letting the plates slide down into the palm or onto the fingers only.',
          'Carrying plates close to your feet where a drop can land on your toes.',
          'Leaning to one side when one hand is weaker.',
        ],
      },
      'es-ES': {
        steps: [
          'Junta dos discos iguales con la cara lisa hacia fuera, una pareja para cada mano.',
          'Agáchate a su lado y pinza cada pareja con los dedos por un lado y el pulgar por el otro.',
          'Ponte de pie, erguido, con los brazos estirados a los lados y los discos separados de las piernas.',
          'Camina con pasos cortos y constantes la distancia prevista, sin que los discos se balanceen.',
          'Deja los discos en el suelo con control agachándote, en lugar de soltarlos desde las manos.',
        ],
        tips: [
          'Caminar añade balanceo y presión de tiempo, así que exige más al pulgar que la pinza estática.',
          'Los discos de acero de cara lisa son mucho más difíciles de pinzar que los de goma; anota cuáles usas.',
          'Empieza con un recorrido corto de 20 a 30 metros y aumenta la distancia antes que el peso.',
        ],
        commonMistakes: [
          'Dejar que los discos se deslicen hacia la palma o queden solo en la punta de los dedos.',
          'Llevar los discos cerca de los pies, donde una caída puede aplastarte los dedos.',
          'Inclinarse hacia un lado cuando una mano es más débil.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Paseo con pinza de discos', aliases: ['Caminata con discos en pinza', 'Paseo con agarre de pinza'] } },
  },
  {
    code: 'KETTLEBELL_BOTTOMS_UP_CARRY',
    name: 'Kettlebell Bottoms-Up Carry',
    aliases: ['Bottoms-Up Carry', 'Bottoms-Up Kettlebell Walk'],
    type: 'WEIGHT_DISTANCE',
    tags: ['UNILATERAL', 'ISOMETRIC', 'HOME_EXERCISE'],
    requiredEquipment: ['KETTLEBELLS'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'WRIST_FLEXORS', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'INFRASPINATUS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'SUPRASPINATUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'SUBSCAPULARIS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'WRIST_EXTENSORS', targetPercentage: 7, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Clean a light kettlebell to shoulder height and squeeze the handle so the bell balances upside down above your fist.',
          'Hold it with your forearm vertical, elbow under the handle and upper arm close to your ribs.',
          'Walk slowly forward, heel to toe, keeping the bell perfectly upright.',
          'Cover the planned distance, then lower the bell in front of your body with both hands ready to catch it.',
          'Switch hands and repeat the same distance on the other side.',
        ],
        tips: [
          'The crush grip needed to keep the bell upright switches on the rotator cuff, which makes it a popular shoulder-stability drill.',
          'Start with a bell you can press easily; balance, not strength, is the limit.',
          'Look straight ahead rather than at the bell once you feel stable.',
        ],
        commonMistakes: [
          'Letting the elbow drift out to the side so the bell tips over.',
          'Leaning away from the loaded side.',
          'Walking fast, which jolts the bell off balance.',
        ],
      },
      'es-ES': {
        steps: [
          'Sube una kettlebell ligera a la altura del hombro y aprieta el asa para que la bola quede equilibrada boca abajo por encima del puño.',
          'Sujétala con el antebrazo vertical, el codo bajo el asa y el brazo cerca de las costillas.',
          'Camina despacio hacia delante, apoyando del talón a la punta, con la pesa totalmente vertical.',
          'Recorre la distancia prevista y baja la pesa por delante del cuerpo con las dos manos listas para cogerla.',
          'Cambia de mano y repite la misma distancia con el otro lado.',
        ],
        tips: [
          'El agarre fuerte necesario para mantener la pesa vertical activa el manguito rotador, por eso es un ejercicio muy usado para la estabilidad del hombro.',
          'Empieza con una pesa que puedas empujar con facilidad; el límite lo pone el equilibrio, no la fuerza.',
          'Cuando te sientas estable, mira al frente en lugar de a la pesa.',
        ],
        commonMistakes: [
          'Dejar que el codo se abra hacia el lado, con lo que la pesa se vuelca.',
          'Inclinarse hacia el lado contrario a la carga.',
          'Caminar rápido, lo que desequilibra la pesa a sacudidas.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Paseo con kettlebell invertida', aliases: ['Paseo bottoms-up', 'Caminata con pesa rusa boca abajo'] } },
  },
  {
    code: 'ONE_ARM_DEAD_HANG',
    name: 'One-Arm Dead Hang',
    aliases: ['Single-Arm Dead Hang', 'One-Arm Hang', 'Single-Arm Bar Hang'],
    type: 'DURATION',
    tags: ['PULL_SPLIT', 'ISOMETRIC', 'UNILATERAL', 'BODYWEIGHT_WITH_EQUIPMENT'],
    requiredEquipment: [['PULL_UP_BAR', 'CHIN_UP_BAR']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'WRIST_FLEXORS', targetPercentage: 45, isPrimary: true },
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'BRACHIORADIALIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'LOWER_TRAPEZIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TERES_MAJOR', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 12, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand under the bar on a box or bench and take an overhand grip with one hand, thumb wrapped around.',
          'Step off and let your weight come onto the single arm, keeping the other hand near the bar for safety.',
          'Pull the shoulder slightly down away from your ear so you are not hanging on the joint passively.',
          "Resist the body's urge to spin by squeezing the glutes and keeping the legs together.",
          'Hold for the planned time, then grab the bar with the free hand or step back onto the box before you lose the grip.',
        ],
        tips: [
          'Work up to a 60-second two-arm hang before attempting sustained one-arm holds.',
          'Chalk makes a big difference once holds pass 15 to 20 seconds.',
          'Lighten the load by keeping a toe on the box or a finger of the other hand on the bar.',
        ],
        commonMistakes: [
          'Dropping off the bar suddenly at failure instead of stepping down.',
          'Hanging with the shoulder fully shrugged into the ear.',
          'Twisting wildly because the trunk is loose.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte debajo de la barra sobre un cajón o un banco y agárrala en prono con una mano, con el pulgar rodeándola.',
          'Baja del apoyo y deja que el peso recaiga en un solo brazo, con la otra mano cerca de la barra por seguridad.',
          'Lleva el hombro un poco hacia abajo, lejos de la oreja, para no colgar pasivamente de la articulación.',
          'Evita que el cuerpo gire apretando los glúteos y manteniendo las piernas juntas.',
          'Aguanta el tiempo previsto y después agarra la barra con la otra mano o vuelve al cajón antes de perder el agarre.',
        ],
        tips: [
          'Consigue colgar 60 segundos con las dos manos antes de intentar aguantes largos a una mano.',
          'El magnesio marca una gran diferencia cuando los aguantes pasan de 15 o 20 segundos.',
          'Aligera la carga dejando la punta de un pie en el cajón o un dedo de la otra mano en la barra.',
        ],
        commonMistakes: [
          'Soltarse de golpe al llegar al fallo en lugar de bajar al apoyo.',
          'Colgar con el hombro totalmente encogido hacia la oreja.',
          'Girar sin control porque el tronco está flojo.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Colgado a una mano', aliases: ['Dead hang a una mano', 'Suspensión a un brazo'] } },
  },
  {
    code: 'TOWEL_HANG',
    name: 'Towel Hang',
    aliases: ['Towel Dead Hang', 'Towel Grip Hang', 'Towel Bar Hang'],
    type: 'DURATION',
    tags: ['PULL_SPLIT', 'ISOMETRIC', 'BODYWEIGHT_WITH_EQUIPMENT'],
    requiredEquipment: [['PULL_UP_BAR', 'CHIN_UP_BAR']],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'WRIST_FLEXORS', targetPercentage: 55, isPrimary: true },
      { muscleCode: 'BRACHIORADIALIS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 13, isPrimary: false },
      { muscleCode: 'WRIST_EXTENSORS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'LOWER_TRAPEZIUS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Drape two sturdy gym towels over the bar about shoulder-width apart so the ends hang evenly.',
          'Grip both ends of each towel in one fist, thumbs wrapped around, with your hands at about head height.',
          'Lift your feet and hang with straight arms, crushing the towels as hard as you can.',
          'Keep your shoulders pulled slightly down and your body still.',
          'Hold for the target time, then put your feet down before your grip gives out.',
        ],
        tips: [
          'The thick, unstable towel mimics grabbing a judo gi, a climbing hold or a thick strongman handle.',
          'Use old towels, since chalk and sweat will wear them quickly, and check them for rips first.',
          'Progress by moving to a single towel held in both hands, then to one hand.',
        ],
        commonMistakes: [
          'Wrapping the towel around the wrist instead of gripping it.',
          'Using thin or frayed towels that can tear under your weight.',
          'Bending the elbows so the biceps share the load.',
        ],
      },
      'es-ES': {
        steps: [
          'Cuelga dos toallas resistentes de la barra, separadas a la anchura de los hombros, con los extremos a la misma altura.',
          'Agarra los dos extremos de cada toalla con un puño, con el pulgar rodeándolos y las manos más o menos a la altura de la cabeza.',
          'Levanta los pies y cuelga con los brazos estirados, apretando las toallas con toda tu fuerza.',
          'Mantén los hombros ligeramente bajados y el cuerpo quieto.',
          'Aguanta el tiempo objetivo y apoya los pies antes de que te falle el agarre.',
        ],
        tips: [
          'La toalla gruesa e inestable imita agarrar un judogi, una presa de escalada o un asa gruesa de strongman.',
          'Usa toallas viejas, porque el magnesio y el sudor las desgastan rápido, y comprueba antes que no estén rotas.',
          'Progresa pasando a una sola toalla cogida con las dos manos y después a una mano.',
        ],
        commonMistakes: [
          'Enrollarse la toalla en la muñeca en lugar de agarrarla.',
          'Usar toallas finas o deshilachadas que pueden romperse con tu peso.',
          'Doblar los codos para que el bíceps reparta la carga.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Colgado con toallas', aliases: ['Suspensión con toalla', 'Agarre con toalla en barra'] } },
  },
];
