import type { ExerciseSeed } from '../types.js';

/**
 * Cardio machines and outdoor endurance, jumps and agility drills, strikes, foam rolling, stretching and mobility.
 */
export const conditioningAndMobility: ExerciseSeed[] = [
  // ---------------------------------------------------------------------------------------------------------------
  // Cycling
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'RECUMBENT_BIKE',
    name: 'Recumbent Bike',
    aliases: ['Recumbent Cycling', 'Recumbent Exercise Bike'],
    type: 'CYCLING',
    tags: ['CARDIO', 'MACHINE', 'ENDURANCE', 'GOOD_WARMUP', 'GOOD_COOLDOWN', 'PREGNANCY'],
    requiredEquipment: ['RECUMBENT_BIKE'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 45, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'SEMITENDINOSUS', targetPercentage: 7, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Slide the seat along its rail until your knee keeps a soft bend when the far pedal is fully extended.',
          'Sit back against the backrest and hold the side handles lightly.',
          'Strap your feet in with the balls of your feet over the pedal spindles.',
          'Pedal easily for three to five minutes, then set the resistance for your planned effort.',
          'Keep your lower back against the pad and drive each pedal away from you smoothly.',
          'Lower the resistance for the final few minutes before you stop.',
        ],
        tips: [
          'The reclined seat takes load off the lower back, so it is a good choice when an upright bike aggravates it.',
          'Push through the whole foot rather than the toes to bring in more glutes and hamstrings.',
        ],
        commonMistakes: [
          'Sitting so close that the knees rise toward the chest at the top of the stroke.',
          'Gripping the handles hard and shrugging the shoulders.',
          'Letting the hips slide forward and away from the seat back.',
        ],
      },
      'es-ES': {
        steps: [
          'Desplaza el asiento por el raíl hasta que la rodilla quede ligeramente flexionada cuando el pedal más alejado esté totalmente extendido.',
          'Apoya la espalda en el respaldo y sujeta con suavidad las asas laterales.',
          'Ajusta las correas de los pedales con la parte delantera de la planta sobre el eje del pedal.',
          'Pedalea suave durante tres a cinco minutos y después pon la resistencia del esfuerzo previsto.',
          'Mantén la zona lumbar pegada al respaldo y empuja cada pedal lejos de ti con fluidez.',
          'Baja la resistencia en los últimos minutos antes de parar.',
        ],
        tips: [
          'El asiento reclinado quita carga de la zona lumbar, así que es buena opción cuando la bici vertical te molesta la espalda.',
          'Empuja con todo el pie y no solo con la punta para implicar más glúteos e isquiotibiales.',
        ],
        commonMistakes: [
          'Sentarte tan cerca que las rodillas suben hacia el pecho en la parte alta de la pedalada.',
          'Agarrar las asas con fuerza y encoger los hombros.',
          'Dejar que la cadera resbale hacia delante y se despegue del respaldo.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Bicicleta reclinada', aliases: ['Bicicleta recumbente', 'Bici reclinada'] } },
  },
  {
    code: 'UPRIGHT_BIKE',
    name: 'Upright Bike',
    aliases: ['Upright Exercise Bike', 'Upright Stationary Bike'],
    type: 'CYCLING',
    tags: ['CARDIO', 'MACHINE', 'ENDURANCE', 'GOOD_WARMUP'],
    requiredEquipment: ['UPRIGHT_BIKE'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 42, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'SOLEUS', targetPercentage: 6, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 6, isPrimary: false },
      { muscleCode: 'SEMITENDINOSUS', targetPercentage: 6, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand beside the bike and raise the saddle to about hip height as a starting point.',
          'Sit down, put your heel on the pedal at its lowest point and check that the leg is just straight; pedaling on the ball of the foot then leaves a slight knee bend.',
          'Hold the handlebar with relaxed arms and a tall torso tilted slightly forward.',
          'Warm up at low resistance, then pick a program or set the level for your session.',
          'Keep your knees tracking in line with your feet as you pedal.',
          'Spin down at light resistance for a few minutes at the end.',
        ],
        tips: [
          'The upright bike has a wider saddle and a higher bar than a spin bike, which suits long, steady sessions.',
          'Watch the wattage readout and try to hold it steady rather than surging.',
        ],
        commonMistakes: [
          'Rocking the hips side to side because the saddle is too high.',
          'Pedaling with the toes pointed down and the heels lifted throughout.',
          'Leaning on the console with locked elbows.',
        ],
      },
      'es-ES': {
        steps: [
          'Colócate junto a la bici y sube el sillín más o menos a la altura de la cadera como punto de partida.',
          'Siéntate, apoya el talón en el pedal en su punto más bajo y comprueba que la pierna queda justo estirada; al pedalear con la parte delantera del pie quedará una ligera flexión de rodilla.',
          'Sujeta el manillar con los brazos relajados y el tronco erguido, un poco inclinado hacia delante.',
          'Calienta con poca resistencia y luego elige un programa o ajusta el nivel de la sesión.',
          'Mantén las rodillas alineadas con los pies mientras pedaleas.',
          'Termina con unos minutos de pedaleo suave y resistencia baja.',
        ],
        tips: [
          'La bici vertical tiene un sillín más ancho y un manillar más alto que una bici de spinning, lo que va bien para sesiones largas y continuas.',
          'Fíjate en los vatios de la pantalla e intenta mantenerlos estables en lugar de dar tirones.',
        ],
        commonMistakes: [
          'Balancear la cadera de lado a lado porque el sillín está demasiado alto.',
          'Pedalear con las puntas hacia abajo y los talones levantados todo el rato.',
          'Apoyarte en la consola con los codos bloqueados.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Bicicleta vertical', aliases: ['Bici estática vertical', 'Bicicleta estática de gimnasio'] } },
  },
  {
    code: 'OUTDOOR_CYCLING',
    name: 'Outdoor Cycling',
    aliases: ['Outdoor Ride', 'Bike Ride', 'Road Cycling'],
    type: 'CYCLING',
    tags: ['CARDIO', 'ENDURANCE'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 40, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'SOLEUS', targetPercentage: 6, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 6, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 6, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Check tire pressure and brakes, and make sure the quick-release levers or thru-axles are closed before you leave.',
          'Put on a helmet and set the saddle so your knee is slightly bent at the bottom of the stroke.',
          'Ride the first 10 minutes in an easy gear at a cadence you could hold all day.',
          'Shift early for hills so your cadence stays roughly between 75 and 95 rpm.',
          'Keep your elbows soft and your upper body relaxed so the bike can move under you.',
          'Ride the last stretch easy and log the total distance and time.',
        ],
        tips: [
          'On rides longer than 90 minutes, eat and drink every 30 to 45 minutes.',
          'Ride predictably: hold your line, signal turns and scan well ahead for hazards.',
          'If you have a power meter, record wattage with your bike computer or phone.',
        ],
        commonMistakes: [
          'Grinding a big gear at low cadence, which tires the legs and strains the knees.',
          'Starting too fast and running out of energy on the way home.',
          'Locking the elbows, so every bump travels straight into the shoulders.',
        ],
      },
      'es-ES': {
        steps: [
          'Antes de salir, revisa la presión de las ruedas y los frenos, y comprueba que los cierres rápidos o ejes pasantes están cerrados.',
          'Ponte el casco y ajusta el sillín para que la rodilla quede un poco flexionada en el punto más bajo de la pedalada.',
          'Rueda los primeros 10 minutos con un desarrollo suave, a una cadencia que podrías mantener todo el día.',
          'Cambia de marcha antes de que empiece la subida para mantener la cadencia más o menos entre 75 y 95 rpm.',
          'Lleva los codos ligeramente flexionados y el tronco relajado para que la bici pueda moverse debajo de ti.',
          'Haz el último tramo suave y anota la distancia y el tiempo totales.',
        ],
        tips: [
          'En salidas de más de hora y media, come y bebe cada 30 a 45 minutos.',
          'Circula de forma previsible: mantén tu trayectoria, señaliza los giros y mira lejos para anticiparte a los peligros.',
          'Si tienes potenciómetro, registra los vatios con el ciclocomputador o el móvil.',
        ],
        commonMistakes: [
          'Mover un desarrollo demasiado duro a poca cadencia, lo que agota las piernas y carga las rodillas.',
          'Salir demasiado rápido y quedarte sin fuerzas a la vuelta.',
          'Bloquear los codos, de modo que cada bache llega directo a los hombros.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Ciclismo en carretera', aliases: ['Salir en bici', 'Ciclismo de ruta', 'Ruta en bici'] } },
  },
  {
    code: 'ROAD_CYCLING_INTERVALS',
    name: 'Road Cycling Intervals',
    aliases: ['Bike Intervals', 'Cycling Intervals', 'Outdoor Bike Intervals'],
    type: 'CYCLING',
    tags: ['CARDIO'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 40, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 7, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Choose a quiet road or a steady climb where you can ride hard for several minutes without stopping.',
          'Warm up for 15 minutes, finishing with two or three short efforts to open up the legs.',
          'Start the first interval, for example 4 to 8 minutes at a hard but sustainable effort, and settle into an even cadence.',
          'Stay seated for most of the effort, standing only briefly to change position on steep pitches.',
          'Recover with easy spinning for about as long as the interval lasted.',
          'Repeat for the planned number of intervals, then ride 10 minutes easy to cool down.',
        ],
        tips: [
          'Pace the first interval so you can match it on the last one.',
          'A power meter or heart-rate monitor keeps the efforts honest when wind or gradient change.',
        ],
        commonMistakes: [
          'Picking a route with traffic lights and junctions that break up every interval.',
          'Cutting the recoveries short, so the later intervals fall apart.',
          'Staring at the head unit instead of watching the road.',
        ],
      },
      'es-ES': {
        steps: [
          'Elige una carretera tranquila o un puerto constante donde puedas ir fuerte varios minutos sin parar.',
          'Calienta 15 minutos y termina con dos o tres aceleraciones cortas para soltar las piernas.',
          'Empieza la primera serie, por ejemplo de 4 a 8 minutos a un esfuerzo alto pero sostenible, y busca una cadencia regular.',
          'Mantente sentado la mayor parte del esfuerzo y ponte de pie solo un momento para cambiar de postura en las rampas duras.',
          'Recupera pedaleando suave más o menos el mismo tiempo que ha durado la serie.',
          'Repite las series previstas y termina con 10 minutos suaves para volver a la calma.',
        ],
        tips: [
          'Dosifica la primera serie de forma que puedas igualarla en la última.',
          'Un potenciómetro o un pulsómetro te ayuda a mantener el esfuerzo real cuando cambian el viento o la pendiente.',
        ],
        commonMistakes: [
          'Elegir un recorrido con semáforos y cruces que cortan cada serie.',
          'Acortar las recuperaciones, con lo que las últimas series se vienen abajo.',
          'Mirar fijamente el ciclocomputador en lugar de la carretera.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Series en bici de carretera', aliases: ['Series de ciclismo', 'Intervalos en bici'] } },
  },
  {
    code: 'MOUNTAIN_BIKING',
    name: 'Mountain Biking',
    aliases: ['MTB', 'Mountain Bike Ride', 'Trail Riding'],
    type: 'CYCLING',
    tags: ['CARDIO', 'ENDURANCE', 'COMPOUND'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 33, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 7, isPrimary: false },
      { muscleCode: 'WRIST_FLEXORS', targetPercentage: 6, isPrimary: false },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 6, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Drop your tire pressure slightly for grip, check the brakes and suspension, and put on a helmet and gloves.',
          'Start on an easy section of trail to warm up and get a feel for the terrain.',
          'On climbs, stay seated, shift to an easy gear early and keep steady pressure on the pedals so the rear wheel holds traction.',
          'On descents and rough ground, stand with the pedals level, knees and elbows bent and hips back over the saddle.',
          'Look ahead to where you want to go, not at the rock or root you want to avoid.',
          'Ease off on the last section and record the distance and time.',
        ],
        tips: [
          'Brake before a corner rather than in it, and feather the front brake instead of grabbing it.',
          'Let the bike move under you on rough ground; a loose body absorbs bumps better than stiff arms.',
          'On remote trails, ride with a partner or tell someone your route.',
        ],
        commonMistakes: [
          'Grabbing a handful of front brake on a steep, loose descent.',
          'Staying seated on rough descents so the saddle bucks you forward.',
          'Staring at obstacles, which steers you straight into them.',
        ],
      },
      'es-ES': {
        steps: [
          'Baja un poco la presión de las ruedas para tener más agarre, revisa frenos y suspensión y ponte casco y guantes.',
          'Empieza por un tramo fácil del sendero para calentar y hacerte con el terreno.',
          'En las subidas, quédate sentado, mete un desarrollo suave con antelación y pedalea con presión constante para que la rueda trasera no pierda tracción.',
          'En bajadas y terreno roto, ponte de pie con los pedales nivelados, rodillas y codos flexionados y la cadera atrás sobre el sillín.',
          'Mira hacia donde quieres ir, no a la piedra o la raíz que quieres esquivar.',
          'Afloja en el último tramo y anota la distancia y el tiempo.',
        ],
        tips: [
          'Frena antes de la curva y no dentro de ella, y dosifica el freno delantero en lugar de apretarlo de golpe.',
          'Deja que la bici se mueva debajo de ti en terreno roto; un cuerpo suelto absorbe mejor los golpes que unos brazos rígidos.',
          'En senderos aislados, sal acompañado o avisa a alguien de tu ruta.',
        ],
        commonMistakes: [
          'Apretar a fondo el freno delantero en una bajada empinada y suelta.',
          'Ir sentado en bajadas rotas, de modo que el sillín te lanza hacia delante.',
          'Mirar fijamente los obstáculos, lo que te lleva directo a ellos.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Bicicleta de montaña', aliases: ['BTT', 'MTB', 'Ciclismo de montaña'] } },
  },
  {
    code: 'SPIN_CLASS',
    name: 'Spin Class',
    aliases: ['Spinning Class', 'Indoor Cycling Class', 'Cycle Class'],
    type: 'CYCLING',
    tags: ['CARDIO', 'MACHINE', 'ENDURANCE'],
    requiredEquipment: ['SPIN_BIKE'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 42, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'SOLEUS', targetPercentage: 6, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Arrive a few minutes early to set saddle height, saddle fore-aft position and handlebar height before class starts.',
          'Clip in or tighten the toe cages, and check that the resistance knob and emergency brake work.',
          'Follow the instructor through the warm-up at light resistance.',
          'On seated climbs, add resistance and keep your hips still on the saddle; on standing climbs, bring your hips over the pedals and keep a light grip on the bar.',
          'On sprints, keep enough resistance that your legs stay in control of the flywheel.',
          'Use the cool-down to bring your breathing back to normal before you unclip.',
        ],
        tips: [
          "Treat the instructor's cues as a guide and set the resistance for your own fitness.",
          'Bring a towel and a full water bottle; studios get hot.',
          'If the bike shows watts, note your average to track progress from class to class.',
        ],
        commonMistakes: [
          'Spinning at a very high cadence with almost no resistance, letting the flywheel drag your legs around.',
          'Doing push-ups or arm work with weights on the bike, which adds little and risks losing control.',
          'Riding with the saddle too low because the last person left it that way.',
        ],
      },
      'es-ES': {
        steps: [
          'Llega unos minutos antes para ajustar la altura y el retroceso del sillín y la altura del manillar antes de que empiece la clase.',
          'Engancha las calas o aprieta los calapiés y comprueba que funcionan el mando de resistencia y el freno de emergencia.',
          'Sigue el calentamiento del monitor con resistencia baja.',
          'En las subidas sentado, añade resistencia y mantén la cadera quieta en el sillín; en las subidas de pie, coloca la cadera sobre los pedales y sujeta el manillar sin apretar.',
          'En los sprints, deja resistencia suficiente para que tus piernas controlen el volante de inercia.',
          'Aprovecha la vuelta a la calma para normalizar la respiración antes de soltar los pies.',
        ],
        tips: [
          'Toma las indicaciones del monitor como orientación y ajusta la resistencia a tu nivel.',
          'Lleva toalla y un bidón lleno: en la sala hace calor.',
          'Si la bici muestra vatios, apunta tu media para comparar de una clase a otra.',
        ],
        commonMistakes: [
          'Pedalear a una cadencia altísima casi sin resistencia, dejando que el volante arrastre las piernas.',
          'Hacer flexiones o ejercicios de brazos con pesas sobre la bici, que aporta poco y te puede hacer perder el control.',
          'Pedalear con el sillín demasiado bajo porque así lo dejó la persona anterior.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Clase de spinning', aliases: ['Clase de ciclo indoor', 'Spinning en grupo'] } },
  },
  {
    code: 'AIR_BIKE_SPRINTS',
    name: 'Air Bike Sprints',
    aliases: ['Assault Bike Sprints', 'Fan Bike Intervals', 'Echo Bike Sprints'],
    type: 'CYCLING',
    tags: ['CARDIO', 'MACHINE', 'COMPOUND'],
    requiredEquipment: ['ASSAULT_BIKE'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 18, isPrimary: true },
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set the seat so your knee is almost straight at the bottom of the pedal stroke, and zero the console.',
          'Warm up for 5 minutes at an easy pace, adding two short pickups near the end.',
          'On the start signal, drive hard with legs and arms together, pushing one handle while pulling the other.',
          'Hold a true maximum effort for the whole work interval, typically 10 to 20 seconds.',
          'Let go of the effort with your arms and pedal slowly with your legs through the rest period.',
          'Repeat for 6 to 10 rounds, then pedal easily for a few minutes to recover.',
        ],
        tips: [
          'Set a calorie or wattage target for each sprint so you can see when your output drops off.',
          'Rests of 1 to 2 minutes keep every sprint maximal; short rests turn the session into conditioning.',
        ],
        commonMistakes: [
          'Stopping dead after a hard sprint, which can leave you light-headed.',
          'Letting the hips bounce off the seat as fatigue sets in.',
          'Pulling only with the arms while the legs slow down.',
        ],
      },
      'es-ES': {
        steps: [
          'Ajusta el asiento para que la rodilla quede casi estirada en el punto más bajo de la pedalada y pon la consola a cero.',
          'Calienta 5 minutos a ritmo suave y añade dos aceleraciones cortas al final.',
          'A la señal, empuja con fuerza con piernas y brazos a la vez, empujando un manillar mientras tiras del otro.',
          'Mantén un esfuerzo realmente máximo durante todo el tramo de trabajo, normalmente de 10 a 20 segundos.',
          'Suelta el esfuerzo de los brazos y pedalea despacio con las piernas durante el descanso.',
          'Repite de 6 a 10 rondas y después pedalea suave unos minutos para recuperarte.',
        ],
        tips: [
          'Fija un objetivo de calorías o de vatios en cada sprint para ver cuándo empieza a caer tu rendimiento.',
          'Con descansos de 1 a 2 minutos cada sprint sigue siendo máximo; con descansos cortos la sesión se convierte en trabajo de acondicionamiento.',
        ],
        commonMistakes: [
          'Pararte en seco tras un sprint duro, lo que puede marearte.',
          'Dejar que la cadera bote en el asiento cuando llega la fatiga.',
          'Tirar solo con los brazos mientras las piernas se frenan.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Sprints en air bike', aliases: ['Sprints en assault bike', 'Series en bici de aire'] } },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // Rowing and paddling
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'ROWING_MACHINE_INTERVALS',
    name: 'Rowing Machine Intervals',
    aliases: ['Row Intervals', 'Erg Intervals', 'Rower Sprints'],
    type: 'ROWING',
    tags: ['CARDIO', 'MACHINE', 'COMPOUND'],
    requiredEquipment: ['ROWING_MACHINE'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 26, isPrimary: true },
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 18, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 16, isPrimary: true },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'RHOMBOIDS', targetPercentage: 9, isPrimary: false },
      { muscleCode: 'BRACHIALIS', targetPercentage: 9, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set the damper between 4 and 6, strap in and row 5 to 10 minutes at an easy pace.',
          'Program the monitor for your intervals, for example 8 rounds of 1 minute hard and 1 minute easy.',
          'Start each hard interval with three or four short, punchy strokes to get the flywheel up to speed.',
          'Settle into a stroke rate of about 26 to 32 per minute, pushing hard with the legs on every drive.',
          'During the easy interval, drop the rate to about 18 to 20 and keep the sequence clean.',
          'Row 5 minutes easy after the last interval.',
        ],
        tips: [
          'Watch the split time on the monitor and aim to keep it within a couple of seconds across all rounds.',
          'Power comes from the drive, not from a faster slide; a high rate with a weak push wastes energy.',
        ],
        commonMistakes: [
          'Rushing up the slide on the recovery so the stroke rate climbs but the split gets no faster.',
          'Letting the stroke collapse into arm pulling once the lungs start burning.',
          'Going flat out on the first round and limping through the rest.',
        ],
      },
      'es-ES': {
        steps: [
          'Pon el regulador entre 4 y 6, sujeta los pies y rema de 5 a 10 minutos a ritmo suave.',
          'Programa las series en el monitor, por ejemplo 8 rondas de 1 minuto fuerte y 1 minuto suave.',
          'Empieza cada serie fuerte con tres o cuatro paladas cortas y explosivas para poner el volante a velocidad.',
          'Asiéntate en un ritmo de unas 26 a 32 paladas por minuto, empujando fuerte con las piernas en cada tracción.',
          'En la parte suave, baja a unas 18 a 20 paladas y mantén limpia la secuencia.',
          'Rema 5 minutos suaves después de la última serie.',
        ],
        tips: [
          'Fíjate en el parcial que marca el monitor e intenta que no varíe más de un par de segundos entre rondas.',
          'La potencia sale de la tracción, no de deslizarte más rápido; un ritmo alto con un empuje flojo desperdicia energía.',
        ],
        commonMistakes: [
          'Correr por el carro en la recuperación, de modo que sube el ritmo de paladas pero el parcial no mejora.',
          'Dejar que la palada se convierta en tirar con los brazos cuando empiezan a arder los pulmones.',
          'Darlo todo en la primera ronda y arrastrarte en el resto.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Series en máquina de remo', aliases: ['Intervalos de remo', 'Series en remoergómetro'] } },
  },
  {
    code: 'SCULLING',
    name: 'Sculling',
    aliases: ['Outdoor Sculling', 'Single Scull', 'On-Water Rowing'],
    type: 'ROWING',
    tags: ['CARDIO', 'ENDURANCE', 'COMPOUND'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'RHOMBOIDS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'BRACHIALIS', targetPercentage: 6, isPrimary: false },
      { muscleCode: 'WRIST_FLEXORS', targetPercentage: 6, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Carry the boat to the water with help, set it in, fit the oars in the oarlocks and close the gates.',
          'Hold both handles in one hand to steady the boat as you step onto the footplate and sit down.',
          'Adjust the foot stretcher so the handles just clear your body at the finish, then tie in.',
          'Begin with arms-only strokes, then add the body swing and finally the full slide once you feel balanced.',
          'Drop the blades in squared at the catch, drive with the legs, then release them and feather them flat at the finish.',
          'Keep the handles level, left hand slightly ahead of and above the right where they overlap, and row your planned distance.',
        ],
        tips: [
          'Balance comes from level hands and a relaxed body, not from gripping harder.',
          'Look over your shoulder every few strokes; you travel backward and other boats will not always see you.',
          "Learn capsize recovery and always row within your club's water-safety rules.",
        ],
        commonMistakes: [
          'Digging the blades too deep so they stall and pull the boat off balance.',
          'Rushing the recovery and slamming the seat into the frontstops.',
          'Gripping the handles tightly, which tires the forearms and makes feathering clumsy.',
        ],
      },
      'es-ES': {
        steps: [
          'Lleva el bote al agua con ayuda, colócalo, mete los remos en las chumaceras y cierra los seguros.',
          'Sujeta las dos empuñaduras con una mano para estabilizar el bote mientras pisas la base y te sientas.',
          'Ajusta la pedalina para que las empuñaduras pasen justo por delante del cuerpo al final de la palada y átate los pies.',
          'Empieza con paladas solo de brazos, añade después el balanceo del tronco y por último el recorrido completo del carro cuando te sientas estable.',
          'Mete las palas en vertical en el ataque, empuja con las piernas y, al final, sácalas y plúmalas en horizontal.',
          'Mantén las empuñaduras niveladas, con la izquierda un poco por delante y por encima de la derecha donde se cruzan, y completa la distancia prevista.',
        ],
        tips: [
          'El equilibrio sale de unas manos niveladas y un cuerpo relajado, no de apretar más.',
          'Mira por encima del hombro cada pocas paladas: avanzas de espaldas y los demás botes no siempre te ven.',
          'Aprende a recuperarte de un vuelco y respeta siempre las normas de seguridad de tu club.',
        ],
        commonMistakes: [
          'Meter las palas demasiado hondas, de modo que se frenan y desequilibran el bote.',
          'Precipitar la recuperación y llegar de golpe al tope delantero del carro.',
          'Apretar las empuñaduras, lo que cansa los antebrazos y hace torpe el plumeo.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Remo en banco móvil', aliases: ['Skiff', 'Remo en skiff', 'Remo en el agua'] } },
  },
  {
    code: 'KAYAKING',
    name: 'Kayaking',
    aliases: ['Kayak', 'Sea Kayaking', 'Kayak Paddling'],
    type: 'ROWING',
    tags: ['CARDIO', 'ENDURANCE', 'COMPOUND'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 16, isPrimary: true },
      { muscleCode: 'INTERNAL_OBLIQUES', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'POSTERIOR_DELTOID', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'RHOMBOIDS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'BRACHIALIS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'QUADRICEPS', targetPercentage: 6, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Put on a buoyancy aid, set the footpegs so your knees are slightly bent and braced against the hull, and sit upright.',
          'Hold the paddle with your hands a little wider than shoulder-width and the knuckles of your control hand lined up with the blade edge.',
          'Wind up your torso and plant the blade in the water near your feet, fully buried.',
          'Unwind your torso to draw the blade back alongside the boat, pushing with the top hand at about eye level and pressing the same-side foot into its footpeg.',
          'Lift the blade out by your hip and plant the opposite blade near your feet.',
          'Keep a steady rhythm and record the distance and time of your paddle.',
        ],
        tips: [
          'Think of turning a steering wheel with your torso; the arms stay fairly long.',
          'Check the forecast and water conditions, and stay near the shore until you can self-rescue.',
        ],
        commonMistakes: [
          'Pulling with bent arms only, which tires the shoulders quickly.',
          'Dragging the blade past the hip, which lifts water and slows the boat.',
          'Slumping against the seat back so the torso cannot rotate.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte el chaleco salvavidas, ajusta los reposapiés para que las rodillas queden algo flexionadas y apoyadas contra el casco, y siéntate erguido.',
          'Coge la pala con las manos algo más separadas que los hombros y los nudillos de la mano de control alineados con el borde de la pala.',
          'Gira el tronco y mete la pala en el agua cerca de los pies, sumergida por completo.',
          'Destuerce el tronco para llevar la pala hacia atrás junto al kayak, empujando con la mano de arriba a la altura de los ojos y presionando el reposapiés del mismo lado.',
          'Saca la pala a la altura de la cadera y mete la del otro lado cerca de los pies.',
          'Mantén un ritmo constante y anota la distancia y el tiempo de la salida.',
        ],
        tips: [
          'Piensa en girar un volante con el tronco; los brazos se mantienen casi estirados.',
          'Consulta la previsión y el estado del agua, y no te alejes de la orilla hasta que sepas autorrescatarte.',
        ],
        commonMistakes: [
          'Tirar solo con los brazos flexionados, lo que cansa pronto los hombros.',
          'Arrastrar la pala más allá de la cadera, lo que levanta agua y frena el kayak.',
          'Hundirte contra el respaldo de forma que el tronco no puede girar.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Kayak', aliases: ['Piragüismo en kayak', 'Remar en kayak'] } },
  },
  {
    code: 'CANOEING',
    name: 'Canoeing',
    aliases: ['Canoe', 'Canoe Paddling', 'Open Canoe'],
    type: 'ROWING',
    tags: ['CARDIO', 'ENDURANCE', 'COMPOUND'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 15, isPrimary: true },
      { muscleCode: 'INTERNAL_OBLIQUES', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'POSTERIOR_DELTOID', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'RHOMBOIDS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'WRIST_FLEXORS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 7, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Wear a buoyancy aid and kneel or sit with your knees braced against the sides of the canoe for stability.',
          'Hold the paddle with one hand on the top grip and the other a little above the blade.',
          'Rotate your torso to plant the whole blade in the water ahead of you, close to the side of the canoe.',
          'Draw the blade back to your hip by unwinding your torso, keeping the top hand out over the water.',
          'If you paddle solo or steer from the stern, finish each stroke with a J: turn the thumb of your top hand down and push the blade slightly away from the canoe.',
          'Switch sides every so often to share out the work, and log the distance and time.',
        ],
        tips: [
          'Stacking the top hand over the lower hand keeps the paddle vertical and the canoe tracking straight.',
          'Keep your weight low and centered when getting in and moving around.',
        ],
        commonMistakes: [
          'Sweeping the paddle wide, which turns the canoe instead of driving it forward.',
          'Pulling with the lower arm alone rather than rotating the trunk.',
          'Standing up or leaning over the side to reach something.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte el chaleco salvavidas y arrodíllate o siéntate con las rodillas apoyadas contra los costados de la canoa para ganar estabilidad.',
          'Coge la pala con una mano en la empuñadura superior y la otra un poco por encima de la hoja.',
          'Gira el tronco para clavar toda la hoja en el agua por delante de ti, cerca del costado de la canoa.',
          'Lleva la pala hasta la cadera destorciendo el tronco, con la mano de arriba siempre por fuera, sobre el agua.',
          'Si remas solo o gobiernas desde la popa, termina cada palada en J: gira hacia abajo el pulgar de la mano superior y empuja la hoja un poco hacia fuera.',
          'Cambia de lado de vez en cuando para repartir el trabajo y anota la distancia y el tiempo.',
        ],
        tips: [
          'Colocar la mano de arriba justo encima de la de abajo mantiene la pala vertical y la canoa en línea recta.',
          'Mantén el peso bajo y centrado al subir y al moverte dentro de la canoa.',
        ],
        commonMistakes: [
          'Hacer un barrido amplio con la pala, que gira la canoa en lugar de impulsarla.',
          'Tirar solo con el brazo de abajo en lugar de rotar el tronco.',
          'Ponerte de pie o asomarte por la borda para alcanzar algo.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Canoa', aliases: ['Piragüismo en canoa', 'Remar en canoa'] } },
  },
  {
    code: 'STAND_UP_PADDLEBOARDING',
    name: 'Stand-Up Paddleboarding',
    aliases: ['SUP', 'Paddleboarding', 'Paddle Boarding'],
    type: 'ROWING',
    tags: ['CARDIO', 'BALANCE', 'ENDURANCE', 'COMPOUND'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 18, isPrimary: true },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 14, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'INTERNAL_OBLIQUES', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TIBIALIS_ANTERIOR', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'POSTERIOR_DELTOID', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Fasten the leash to your ankle, put on a buoyancy aid and set the paddle about 8 to 10 inches (20 to 25 cm) taller than you.',
          'Start kneeling in the middle of the board near the carry handle and take a few strokes to get moving.',
          'Put your hands on the board, bring one foot and then the other to where your knees were, and stand with feet hip-width apart and knees soft.',
          'Hold the paddle with the blade angled forward, reach ahead, bury the blade fully and draw it back to your ankle by rotating your torso.',
          'Take a few strokes on one side, then swap hands and sides to keep the board running straight.',
          'Look at the horizon rather than your feet, and paddle your planned distance or time.',
        ],
        tips: [
          'Steady yourself with the paddle in the water; a moving blade is your best balance aid.',
          'Paddle out against the wind first so the return trip is easier.',
        ],
        commonMistakes: [
          'Holding the paddle backward with the blade angled toward you.',
          'Standing with locked knees, so every ripple throws you off.',
          'Bending at the waist and pulling with the arms instead of rotating through the trunk.',
        ],
      },
      'es-ES': {
        steps: [
          'Átate el invento al tobillo, ponte el chaleco y ajusta el remo para que mida unos 20 a 25 cm más que tú.',
          'Empieza de rodillas en el centro de la tabla, junto al asa, y da unas paladas para ponerte en marcha.',
          'Apoya las manos en la tabla, lleva un pie y luego el otro donde tenías las rodillas y ponte de pie con los pies a la anchura de la cadera y las rodillas sueltas.',
          'Sujeta el remo con la pala inclinada hacia delante, estírate, entierra toda la pala y llévala hasta el tobillo girando el tronco.',
          'Da unas paladas por un lado y cambia de manos y de lado para que la tabla vaya recta.',
          'Mira al horizonte y no a tus pies, y rema la distancia o el tiempo previstos.',
        ],
        tips: [
          'Apóyate en el remo metido en el agua: una pala en movimiento es tu mejor ayuda para el equilibrio.',
          'Sal primero contra el viento para que la vuelta sea más fácil.',
        ],
        commonMistakes: [
          'Coger el remo al revés, con la pala inclinada hacia ti.',
          'Estar de pie con las rodillas bloqueadas, de modo que cualquier ola te desequilibra.',
          'Doblarte por la cintura y tirar con los brazos en lugar de rotar el tronco.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Pádel surf', aliases: ['Paddle surf', 'SUP', 'Surf de remo'] } },
  },
  {
    code: 'SKI_ERG_INTERVALS',
    name: 'SkiErg Intervals',
    aliases: ['Ski Erg Intervals', 'SkiErg Sprints', 'Ski Erg Sprints'],
    type: 'ROWING',
    tags: ['CARDIO', 'MACHINE', 'COMPOUND'],
    requiredEquipment: ['SKI_ERG'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 28, isPrimary: true },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 14, isPrimary: true },
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 14, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'TERES_MAJOR', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'QUADRICEPS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set the damper around 5 to 7 and warm up with 5 minutes of easy pulling, adding a few harder strokes at the end.',
          'Program the monitor for your intervals, for example 10 rounds of 20 seconds hard and 40 seconds easy.',
          'Start each hard interval tall on your toes with your arms reaching high, then drive the handles down by crunching the trunk and hinging at the hips.',
          'Snap the arms through past the hips and stand back up quickly for the next stroke.',
          'During the easy portion, keep pulling lightly with a shorter, relaxed stroke.',
          'Finish with 3 to 5 minutes of easy pulling.',
        ],
        tips: [
          'Short, sharp strokes at a high rate suit sprints; long, deep strokes suit steady pieces.',
          'Let your body weight fall onto the handles to load the flywheel, then let the arms finish the stroke.',
        ],
        commonMistakes: [
          'Squatting down on every stroke, which slows the rate and tires the legs.',
          'Letting the handles drift away from the body, so the pull becomes an arms-only press down.',
          'Holding your breath through the sprint instead of breathing with each stroke.',
        ],
      },
      'es-ES': {
        steps: [
          'Pon el regulador en torno a 5 a 7 y calienta 5 minutos tirando suave, con unas paladas más fuertes al final.',
          'Programa las series en el monitor, por ejemplo 10 rondas de 20 segundos fuerte y 40 segundos suave.',
          'Empieza cada serie fuerte alto, de puntillas y con los brazos arriba; después lleva las empuñaduras hacia abajo encogiendo el tronco y flexionando la cadera.',
          'Pasa los brazos con rapidez más allá de la cadera y vuelve a incorporarte enseguida para la siguiente palada.',
          'En la parte suave, sigue tirando con una palada más corta y relajada.',
          'Termina con 3 a 5 minutos tirando suave.',
        ],
        tips: [
          'Las paladas cortas y secas a ritmo alto van bien para los sprints; las largas y profundas, para tramos continuos.',
          'Deja caer el peso del cuerpo sobre las empuñaduras para cargar el volante y que los brazos rematen la palada.',
        ],
        commonMistakes: [
          'Hacer una sentadilla en cada palada, lo que baja el ritmo y cansa las piernas.',
          'Dejar que las empuñaduras se alejen del cuerpo, de modo que el tirón se queda en un empuje solo de brazos.',
          'Aguantar la respiración durante el sprint en lugar de respirar en cada palada.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Series en SkiErg', aliases: ['Sprints en SkiErg', 'Intervalos en ski erg'] } },
  },
  {
    code: 'SINGLE_ARM_SKI_ERG',
    name: 'Single-Arm SkiErg',
    aliases: ['One-Arm Ski Erg', 'Single-Arm Ski Erg Pull'],
    type: 'ROWING',
    tags: ['CARDIO', 'MACHINE', 'UNILATERAL'],
    requiredEquipment: ['SKI_ERG'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 15, isPrimary: true },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'INTERNAL_OBLIQUES', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TERES_MAJOR', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand slightly off-center so the handle you will use lines up with your shoulder, and set the damper a little lower than for two-arm work.',
          'Reach the working arm high with a slight elbow bend; rest the free hand on your hip or hold it out to the side.',
          'Pull the handle down past your hip by driving the elbow back and hinging slightly, without twisting toward the working side.',
          'Return the arm overhead smoothly as you stand tall.',
          'Complete the planned time or distance with one arm, then switch sides.',
        ],
        tips: [
          'Log each arm as its own set so you can compare left and right wattage.',
          'This variation lets you keep training around an injured arm, and it has good carryover to paddling and throwing sports.',
        ],
        commonMistakes: [
          'Rotating the whole torso to finish the stroke instead of keeping hips and shoulders square.',
          'Shrugging the working shoulder toward the ear at the top of the stroke.',
        ],
      },
      'es-ES': {
        steps: [
          'Colócate un poco descentrado para que la empuñadura que vas a usar quede alineada con tu hombro, y pon el regulador algo más bajo que para el trabajo a dos manos.',
          'Estira el brazo de trabajo hacia arriba con el codo un poco flexionado; apoya la otra mano en la cadera o llévala hacia un lado.',
          'Tira de la empuñadura hasta pasar la cadera llevando el codo hacia atrás y flexionando un poco la cadera, sin girar el tronco hacia el lado que trabaja.',
          'Devuelve el brazo arriba con suavidad mientras te incorporas.',
          'Completa el tiempo o la distancia previstos con un brazo y luego cambia de lado.',
        ],
        tips: [
          'Registra cada brazo como una serie aparte para comparar los vatios de cada lado.',
          'Esta variante te permite seguir entrenando con un brazo lesionado y se transfiere bien al piragüismo y a los deportes de lanzamiento.',
        ],
        commonMistakes: [
          'Girar todo el tronco para terminar la palada en lugar de mantener cadera y hombros de frente.',
          'Encoger el hombro que trabaja hacia la oreja en la parte alta de la palada.',
        ],
      },
    },
    names: { 'es-ES': { name: 'SkiErg a una mano', aliases: ['SkiErg unilateral', 'Ski erg a un brazo'] } },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // Stairs and steps
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'STAIR_CLIMBER_SKIP_STEP',
    name: 'Stair Climber Skip-a-Step',
    aliases: ['Double-Step Stair Climb', 'StairMaster Skip Step', 'Two-Step Stair Climber'],
    type: 'STEPS',
    tags: ['CARDIO', 'MACHINE', 'LEGS_SPLIT'],
    requiredEquipment: ['STAIR_CLIMBER'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 28, isPrimary: true },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 9, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Start the machine at a slow step rate, about half of what you use for normal climbing.',
          'Place one foot two steps up, landing the whole foot with the knee over the toes.',
          'Drive through the heel of that foot to stand tall on the step, then bring the trailing leg past it to the step two above.',
          'Keep your chest up and your hands resting lightly on the rails.',
          'Raise the speed only as far as you can keep skipping every step cleanly, and climb for your planned step count.',
        ],
        tips: [
          'The deeper hip bend on each step puts far more work into the glutes than normal climbing.',
          'If you cannot hold it for the whole session, alternate minutes of skipping with minutes of single steps.',
        ],
        commonMistakes: [
          'Setting the speed so high that you scramble and catch the steps with your toes.',
          'Hauling yourself up with the handrails.',
          'Letting the knee of the stepping leg cave inward.',
        ],
      },
      'es-ES': {
        steps: [
          'Pon la máquina a un ritmo lento, más o menos la mitad del que usas para subir normal.',
          'Lleva un pie dos escalones más arriba y apoya el pie entero con la rodilla sobre la punta.',
          'Empuja con el talón de ese pie para quedarte erguido en el escalón y lleva la pierna de atrás dos escalones más arriba.',
          'Mantén el pecho alto y apoya las manos con suavidad en los pasamanos.',
          'Sube la velocidad solo hasta donde puedas seguir saltándote cada escalón con limpieza y completa los pasos previstos.',
        ],
        tips: [
          'La mayor flexión de cadera en cada paso hace trabajar mucho más los glúteos que la subida normal.',
          'Si no aguantas toda la sesión, alterna minutos de dos en dos con minutos de escalón a escalón.',
        ],
        commonMistakes: [
          'Poner una velocidad tan alta que vas trastabillando y enganchas los escalones con la punta.',
          'Tirar de ti mismo con los pasamanos.',
          'Dejar que la rodilla de la pierna que sube se vaya hacia dentro.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Escaladora de dos en dos', aliases: ['StairMaster de dos en dos', 'Escalones de dos en dos'] } },
  },
  {
    code: 'STAIR_CLIMBER_SIDE_STEP',
    name: 'Stair Climber Side Step',
    aliases: ['Lateral Stair Climb', 'Sideways StairMaster'],
    type: 'STEPS',
    tags: ['CARDIO', 'MACHINE', 'LEGS_SPLIT', 'GOOD_WARMUP'],
    requiredEquipment: ['STAIR_CLIMBER'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 18, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'TENSOR_FASCIAE_LATAE', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Start the machine slowly and turn sideways so both hands rest on the same rail in front of you.',
          'Step the leading foot up sideways onto the next step, toes pointing forward rather than up the stairs.',
          'Bring the trailing foot up to the step above, keeping your hips square to the rail.',
          'Continue for half your planned steps, then turn to face the other way so the other leg leads.',
          'Keep the speed low enough that every step is deliberate.',
        ],
        tips: [
          'Drive through the heel of the leading foot to feel the side of the hip working.',
          'Use it as a leg-day warm-up or a change of pace in the middle of a longer climb.',
        ],
        commonMistakes: [
          'Twisting to face the stairs, which turns it back into a normal climb.',
          'Bringing the feet so close together that they clip each other.',
          'Setting a speed that forces you to hang onto the rail.',
        ],
      },
      'es-ES': {
        steps: [
          'Pon la máquina a ritmo lento y gírate de lado de forma que las dos manos queden apoyadas en el mismo pasamanos, delante de ti.',
          'Sube de lado el pie que guía al siguiente escalón, con la punta mirando al frente y no hacia la escalera.',
          'Lleva el pie de atrás al escalón de arriba, manteniendo la cadera de frente al pasamanos.',
          'Sigue durante la mitad de los pasos previstos y luego gírate hacia el otro lado para que guíe la otra pierna.',
          'Mantén una velocidad lo bastante baja para que cada paso sea controlado.',
        ],
        tips: [
          'Empuja con el talón del pie que guía para notar cómo trabaja el lateral de la cadera.',
          'Úsalo como calentamiento para el día de pierna o como cambio de ritmo en mitad de una subida larga.',
        ],
        commonMistakes: [
          'Girarte hacia los escalones, con lo que vuelve a ser una subida normal.',
          'Juntar tanto los pies que se golpean entre sí.',
          'Poner una velocidad que te obliga a colgarte del pasamanos.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Escaladora en lateral', aliases: ['StairMaster lateral', 'Subida lateral en escaladora'] } },
  },
  {
    code: 'STAIR_CLIMBER_INTERVALS',
    name: 'Stair Climber Intervals',
    aliases: ['StairMaster Intervals', 'Stepmill Intervals'],
    type: 'STEPS',
    tags: ['CARDIO', 'MACHINE'],
    requiredEquipment: ['STAIR_CLIMBER'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'SOLEUS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Climb for 5 minutes at an easy level to warm up.',
          'Raise the level for the first work interval, for example 1 minute at a pace that leaves you breathing hard.',
          'Drop back to an easy level for 1 to 2 minutes and keep stepping while you recover.',
          'Alternate hard and easy intervals for 15 to 25 minutes.',
          'Finish with 3 to 5 minutes at a low level before stepping off.',
        ],
        tips: [
          'The step count on the console is your log; compare total steps for the same session from week to week.',
          'Stay upright even in the hard intervals; leaning forward takes work away from the legs.',
        ],
        commonMistakes: [
          'Pressing the speed buttons up and down constantly and never settling into an interval.',
          'Stopping completely in the rest interval instead of stepping easily.',
          'Gripping the rails with locked arms so the legs carry only part of your body weight.',
        ],
      },
      'es-ES': {
        steps: [
          'Sube 5 minutos a un nivel suave para calentar.',
          'Aumenta el nivel para la primera serie de trabajo, por ejemplo 1 minuto a un ritmo que te deje respirando fuerte.',
          'Vuelve a un nivel suave de 1 a 2 minutos y sigue subiendo mientras recuperas.',
          'Alterna series fuertes y suaves durante 15 a 25 minutos.',
          'Termina con 3 a 5 minutos a nivel bajo antes de bajarte.',
        ],
        tips: [
          'El contador de pasos de la consola es tu registro: compara el total de una misma sesión de una semana a otra.',
          'Mantente erguido incluso en las series fuertes; si te inclinas hacia delante, las piernas trabajan menos.',
        ],
        commonMistakes: [
          'Subir y bajar la velocidad sin parar sin llegar a asentarte en ninguna serie.',
          'Pararte del todo en el descanso en lugar de seguir subiendo suave.',
          'Agarrarte a los pasamanos con los brazos bloqueados, de modo que las piernas solo cargan parte de tu peso.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Series en escaladora', aliases: ['Intervalos en StairMaster', 'Series en StairMaster'] } },
  },
  {
    code: 'STADIUM_STAIRS',
    name: 'Stadium Stairs',
    aliases: ['Bleacher Runs', 'Stadium Stair Run', 'Stadiums'],
    type: 'STEPS',
    tags: ['CARDIO', 'LEGS_SPLIT'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 28, isPrimary: true },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'SOLEUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Warm up with 5 to 10 minutes of jogging and a few easy trips up the first section of stairs.',
          'Run or stride up one aisle, landing on the ball of each foot with your hips pushed forward rather than bent over.',
          'Pump your arms and keep your eyes a few steps ahead.',
          'Walk down carefully with your whole foot on each step, or take the ramp if there is one.',
          'Move across to the next aisle and repeat for your planned number of sections.',
          'Cool down with a few minutes of walking on flat ground.',
        ],
        tips: [
          'Count every step you climb so you can log the session in steps.',
          'Take every step for speed work and skip steps for power and glute work.',
          'Go when the stadium is empty, and check that the steps are dry.',
        ],
        commonMistakes: [
          'Running down the stairs, which is where most falls and sore knees come from.',
          'Doing too many sections in the first session and paying for it with days of sore calves.',
          'Looking down at your feet so the chest collapses over the knees.',
        ],
      },
      'es-ES': {
        steps: [
          'Calienta con 5 a 10 minutos de trote y un par de subidas suaves por el primer tramo de gradas.',
          'Sube corriendo o a zancadas por un pasillo, apoyando la parte delantera del pie con la cadera hacia delante, sin doblarte.',
          'Mueve los brazos con energía y mira unos escalones por delante.',
          'Baja con cuidado apoyando el pie entero en cada escalón, o usa la rampa si la hay.',
          'Pasa al siguiente pasillo y repite los tramos previstos.',
          'Vuelve a la calma con unos minutos caminando en llano.',
        ],
        tips: [
          'Cuenta cada escalón que subes para poder registrar la sesión en pasos.',
          'Sube escalón a escalón para trabajar la velocidad y de dos en dos para la potencia y los glúteos.',
          'Ve cuando el estadio esté vacío y comprueba que los escalones están secos.',
        ],
        commonMistakes: [
          'Bajar corriendo, que es donde se producen la mayoría de las caídas y las molestias de rodilla.',
          'Hacer demasiados tramos en la primera sesión y pagarlo con varios días de gemelos cargados.',
          'Mirarte los pies, de modo que el pecho se hunde sobre las rodillas.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Gradas de estadio', aliases: ['Subir gradas', 'Series en gradas'] } },
  },
  {
    code: 'STAIR_RUNNING',
    name: 'Stair Running',
    aliases: ['Stair Sprints', 'Stairwell Runs', 'Running Stairs'],
    type: 'STEPS',
    tags: ['CARDIO', 'LEGS_SPLIT'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 26, isPrimary: true },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 16, isPrimary: false },
      { muscleCode: 'SOLEUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Find a stairwell with a sturdy handrail and good lighting, and warm up by walking up two or three flights.',
          'Run up one flight at a time, quick and light on the balls of your feet.',
          'Use the handrail at each landing to turn quickly and carry momentum into the next flight.',
          'Climb the planned number of flights or floors, then walk down holding the rail to recover.',
          'Repeat for the planned number of climbs.',
        ],
        tips: [
          'Tall buildings make good tower-running workouts; count floors as well as steps.',
          'Once the climb gets long, short, fast steps cost less energy than skipping steps.',
        ],
        commonMistakes: [
          'Sprinting the first few floors and walking the rest of a long climb.',
          'Wearing slippery shoes on smooth concrete or tiled steps.',
        ],
      },
      'es-ES': {
        steps: [
          'Busca una escalera con un pasamanos firme y buena luz, y calienta subiendo andando dos o tres tramos.',
          'Sube corriendo tramo a tramo, con pasos rápidos y ligeros sobre la parte delantera del pie.',
          'Apóyate en el pasamanos en cada rellano para girar rápido y entrar con inercia en el siguiente tramo.',
          'Sube los tramos o pisos previstos y baja andando agarrado al pasamanos para recuperar.',
          'Repite las subidas previstas.',
        ],
        tips: [
          'Los edificios altos permiten entrenar subidas de torres; cuenta los pisos además de los escalones.',
          'Cuando la subida es larga, los pasos cortos y rápidos gastan menos energía que ir de dos en dos.',
        ],
        commonMistakes: [
          'Subir los primeros pisos a tope y hacer andando el resto de una subida larga.',
          'Llevar calzado que resbala en escalones de hormigón pulido o de baldosa.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Subir escaleras corriendo', aliases: ['Sprints en escaleras', 'Carrera en escaleras'] } },
  },
  {
    code: 'STEP_AEROBICS',
    name: 'Step Aerobics',
    aliases: ['Step Class', 'Aerobic Step Workout'],
    type: 'STEPS',
    tags: ['CARDIO', 'HOME_EXERCISE', 'GOOD_WARMUP'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 28, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 24, isPrimary: true },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 6, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set the step platform at a height where your knee bends no more than 90 degrees as you step up, usually 4 to 8 inches (10 to 20 cm).',
          'Stand behind the platform and learn the basic step: right up, left up, right down, left down.',
          'Place your whole foot on the platform each time, heel included.',
          'Add moves such as V-steps, knee lifts and turn steps as you follow the music or the instructor.',
          'Bring in arm movements once the footwork feels automatic.',
          'Finish with a few minutes of easy marching on the floor.',
        ],
        tips: [
          'Step down close to the platform rather than far behind it, to spare your Achilles tendons.',
          'Switch the leading leg regularly so both sides do the same work.',
          'To log steps, count each step up onto the platform; a pedometer or watch makes this easy.',
        ],
        commonMistakes: [
          'Letting the heel hang off the back of the platform.',
          'Stepping down onto a stiff, locked knee.',
          'Raising the platform before the routine is smooth at a lower height.',
        ],
      },
      'es-ES': {
        steps: [
          'Ajusta la plataforma a una altura en la que la rodilla no se flexione más de 90 grados al subir, normalmente de 10 a 20 cm.',
          'Colócate detrás de la plataforma y aprende el paso básico: sube derecha, sube izquierda, baja derecha, baja izquierda.',
          'Apoya el pie entero en la plataforma cada vez, talón incluido.',
          'Añade pasos como la V, las elevaciones de rodilla o los giros siguiendo la música o al monitor.',
          'Incorpora los movimientos de brazos cuando los pies ya vayan solos.',
          'Termina con unos minutos marchando suave en el suelo.',
        ],
        tips: [
          'Baja cerca de la plataforma y no muy por detrás para cuidar el tendón de Aquiles.',
          'Cambia a menudo la pierna que guía para que ambos lados hagan el mismo trabajo.',
          'Para registrar pasos, cuenta cada subida a la plataforma; un podómetro o un reloj te lo pone fácil.',
        ],
        commonMistakes: [
          'Dejar el talón colgando por detrás de la plataforma.',
          'Bajar sobre una rodilla rígida y bloqueada.',
          'Subir la altura de la plataforma antes de hacer la coreografía con soltura más abajo.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Step aeróbico', aliases: ['Clase de step', 'Aeróbic con step'] } },
  },
  {
    code: 'STAIR_WALKING',
    name: 'Stair Walking',
    aliases: ['Taking the Stairs', 'Stair Climbing', 'Walking Up Stairs'],
    type: 'STEPS',
    tags: ['CARDIO', 'HOME_EXERCISE', 'PREGNANCY'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 32, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 28, isPrimary: true },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'SOLEUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Choose a staircase with a handrail, at home, at work or in your building.',
          'Walk up at a steady pace, placing your whole foot on each step.',
          'Push through the heel of the leading leg and stand tall on each step instead of leaning on the rail.',
          'Walk down slowly with a hand brushing the rail, and head straight back up for the next round.',
          'Keep going until you reach your planned number of steps or flights.',
        ],
        tips: [
          'Swapping the elevator for the stairs a few times a day adds up to a meaningful amount of climbing.',
          'Breathe steadily; if you cannot speak a short sentence, slow down.',
        ],
        commonMistakes: ['Climbing on the toes only, which overloads the calves.', 'Pulling yourself up by the handrail.'],
      },
      'es-ES': {
        steps: [
          'Elige una escalera con pasamanos, en casa, en el trabajo o en tu edificio.',
          'Sube a ritmo constante, apoyando el pie entero en cada escalón.',
          'Empuja con el talón de la pierna que va delante y quédate erguido en cada escalón en lugar de apoyarte en el pasamanos.',
          'Baja despacio rozando el pasamanos con la mano y vuelve a subir enseguida para la siguiente vuelta.',
          'Sigue hasta completar los pasos o los tramos previstos.',
        ],
        tips: [
          'Cambiar el ascensor por las escaleras varias veces al día suma una cantidad de subida considerable.',
          'Respira de forma regular; si no puedes decir una frase corta, baja el ritmo.',
        ],
        commonMistakes: ['Subir solo de puntillas, lo que sobrecarga los gemelos.', 'Tirar de ti mismo con el pasamanos.'],
      },
    },
    names: { 'es-ES': { name: 'Subir escaleras andando', aliases: ['Escaleras a pie', 'Subir escaleras'] } },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // Walking
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'WALKING',
    name: 'Walking',
    aliases: ['Walk', 'Outdoor Walk', 'Daily Walk'],
    type: 'WALKING',
    tags: ['CARDIO', 'GOOD_WARMUP', 'GOOD_COOLDOWN', 'PREGNANCY'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'SOLEUS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TIBIALIS_ANTERIOR', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Wear supportive shoes and choose a route with footing that suits the pace you want.',
          'Start at a relaxed pace for the first few minutes.',
          'Walk tall with your eyes on the path ahead, shoulders relaxed and arms swinging naturally.',
          'Land lightly on the heel and roll through to push off from the ball of the foot and the big toe.',
          'Hold a steady pace for your planned time or distance, and slow down for the last few minutes.',
        ],
        tips: [
          'A watch or phone can log steps, distance and time in one go.',
          'A walk after meals is an easy way to build daily activity without a separate session.',
        ],
        commonMistakes: [
          'Staring at your phone while walking, which rounds the neck and upper back.',
          'Wearing worn-out or unsupportive shoes for long walks.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte un calzado que sujete bien y elige una ruta con un firme acorde al ritmo que quieres llevar.',
          'Empieza a ritmo tranquilo los primeros minutos.',
          'Camina erguido, con la mirada en el camino, los hombros relajados y los brazos balanceándose con naturalidad.',
          'Apoya el talón con suavidad y rueda el pie hasta impulsarte con la parte delantera y el dedo gordo.',
          'Mantén un ritmo constante durante el tiempo o la distancia previstos y afloja en los últimos minutos.',
        ],
        tips: [
          'Un reloj o el móvil pueden registrar pasos, distancia y tiempo a la vez.',
          'Caminar después de las comidas es una forma sencilla de sumar actividad diaria sin una sesión aparte.',
        ],
        commonMistakes: [
          'Ir mirando el móvil mientras caminas, lo que redondea el cuello y la parte alta de la espalda.',
          'Usar zapatillas gastadas o que no sujetan en caminatas largas.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Caminar', aliases: ['Paseo', 'Andar', 'Caminata'] } },
  },
  {
    code: 'BRISK_WALKING',
    name: 'Brisk Walking',
    aliases: ['Brisk Walk', 'Fast Walk', 'Fast Walking'],
    type: 'WALKING',
    tags: ['CARDIO', 'ENDURANCE', 'PREGNANCY'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 24, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 16, isPrimary: false },
      { muscleCode: 'SOLEUS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TIBIALIS_ANTERIOR', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Walk easily for 3 to 5 minutes to warm up.',
          'Pick up the pace to roughly 3.5 to 4 mph (5.5 to 6.5 km/h), or about 100 to 130 steps per minute.',
          'Take quicker steps rather than longer ones, with each foot landing close under your body.',
          'Bend your elbows slightly and let the arms swing a little faster to match your feet.',
          'Hold the pace for your planned time, then ease back to a stroll for the final few minutes.',
        ],
        tips: [
          'You should be able to talk in short sentences but not sing; that is the moderate effort brisk walking aims for.',
          'A playlist at around 120 beats per minute makes an easy cadence guide.',
        ],
        commonMistakes: [
          'Overstriding to go faster, which makes you brake with every heel strike.',
          'Letting the pace drift back to a stroll after the first few minutes.',
        ],
      },
      'es-ES': {
        steps: [
          'Camina suave de 3 a 5 minutos para calentar.',
          'Sube el ritmo a unos 5,5 a 6,5 km/h, o unos 100 a 130 pasos por minuto.',
          'Da pasos más rápidos en lugar de más largos, apoyando cada pie cerca de la vertical del cuerpo.',
          'Flexiona un poco los codos y deja que los brazos se muevan algo más rápido para acompañar a los pies.',
          'Mantén el ritmo el tiempo previsto y vuelve a pasear tranquilo los últimos minutos.',
        ],
        tips: [
          'Deberías poder hablar con frases cortas pero no cantar: esa es la intensidad moderada que busca la caminata rápida.',
          'Una lista de canciones a unos 120 BPM te sirve de guía sencilla para la cadencia.',
        ],
        commonMistakes: [
          'Alargar la zancada para ir más rápido, lo que te frena en cada apoyo de talón.',
          'Dejar que el ritmo vuelva a ser de paseo pasados los primeros minutos.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Caminata rápida', aliases: ['Andar rápido', 'Caminar a paso ligero'] } },
  },
  {
    code: 'POWER_WALKING',
    name: 'Power Walking',
    aliases: ['Power Walk', 'Fitness Walking'],
    type: 'WALKING',
    tags: ['CARDIO', 'ENDURANCE'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'TIBIALIS_ANTERIOR', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'POSTERIOR_DELTOID', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Warm up with 5 minutes of normal walking.',
          'Bend your elbows to about 90 degrees and drive them back and forth close to your sides, hands no higher than your chest.',
          'Walk as fast as you can without breaking into a jog, around 4.5 mph (7 km/h) or more.',
          'Land on your heel with the toes pulled up, then roll forward and push off hard from the toes.',
          'Keep the hips traveling forward smoothly and the torso upright.',
          'Slow to an easy walk for the last 5 minutes.',
        ],
        tips: [
          'Drive the elbows back rather than the hands forward; the legs follow the rhythm of the arms.',
          'Expect your shins to burn at first; the front of the lower leg works hard at this speed.',
        ],
        commonMistakes: [
          'Swinging the arms across the body, which twists the torso.',
          'Breaking into a jog whenever the pace feels hard.',
          'Leaning forward from the waist instead of standing tall.',
        ],
      },
      'es-ES': {
        steps: [
          'Calienta 5 minutos caminando normal.',
          'Flexiona los codos a unos 90 grados y llévalos adelante y atrás pegados a los costados, sin subir las manos por encima del pecho.',
          'Camina tan rápido como puedas sin llegar a trotar, a unos 7 km/h o más.',
          'Apoya el talón con la punta levantada, rueda hacia delante y empuja con fuerza desde los dedos.',
          'Mantén la cadera avanzando con fluidez y el tronco erguido.',
          'Baja a un paseo suave los últimos 5 minutos.',
        ],
        tips: [
          'Lleva los codos hacia atrás en lugar de las manos hacia delante; las piernas siguen el ritmo de los brazos.',
          'Al principio notarás arder las espinillas: la parte delantera de la pierna trabaja mucho a esta velocidad.',
        ],
        commonMistakes: [
          'Cruzar los brazos por delante del cuerpo, lo que hace girar el tronco.',
          'Ponerte a trotar cada vez que el ritmo se hace duro.',
          'Inclinarte desde la cintura en lugar de mantenerte erguido.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Marcha rápida', aliases: ['Power walking', 'Caminar con braceo'] } },
  },
  {
    code: 'NORDIC_WALKING',
    name: 'Nordic Walking',
    aliases: ['Pole Walking', 'Nordic Pole Walking'],
    type: 'WALKING',
    tags: ['CARDIO', 'ENDURANCE', 'COMPOUND'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 18, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 18, isPrimary: true },
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 14, isPrimary: true },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'POSTERIOR_DELTOID', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set the pole length so your elbow bends about 90 degrees when you hold the grip with the tip on the ground beside your foot.',
          'Slip your hands into the straps so you can push through them without squeezing the grips.',
          'Walk with the opposite arm and leg moving together, the pole tips angled backward and planting level with your heels.',
          'Push down and back on each pole, letting the hand open slightly as the arm passes the hip.',
          'Lengthen your stride a little and let your torso rotate with each step.',
          'Keep going for your planned distance and log it as a walk.',
        ],
        tips: [
          'The pole push brings in the lats and triceps, so the same pace feels harder than ordinary walking.',
          'Fit rubber paws on the tips for pavement and use the bare tips on dirt trails.',
        ],
        commonMistakes: [
          'Planting the poles out in front like hiking sticks, which brakes you instead of propelling you.',
          'Gripping the handles tightly the whole time.',
          'Swinging the arm and leg on the same side forward together.',
        ],
      },
      'es-ES': {
        steps: [
          'Ajusta la longitud de los bastones para que el codo quede flexionado a unos 90 grados al sujetar la empuñadura con la punta en el suelo junto al pie.',
          'Mete las manos en las dragoneras para poder empujar a través de ellas sin apretar las empuñaduras.',
          'Camina moviendo a la vez el brazo y la pierna contrarios, con las puntas de los bastones inclinadas hacia atrás y clavándolas a la altura de los talones.',
          'Empuja cada bastón hacia abajo y atrás, abriendo un poco la mano cuando el brazo pasa la cadera.',
          'Alarga un poco la zancada y deja que el tronco rote con cada paso.',
          'Sigue hasta completar la distancia prevista y regístrala como caminata.',
        ],
        tips: [
          'El empuje de los bastones mete en juego dorsales y tríceps, así que al mismo ritmo cuesta más que caminar normal.',
          'Pon tacos de goma en las puntas sobre asfalto y usa las puntas al descubierto en caminos de tierra.',
        ],
        commonMistakes: [
          'Clavar los bastones por delante como bastones de senderismo, lo que te frena en lugar de impulsarte.',
          'Apretar las empuñaduras todo el rato.',
          'Adelantar a la vez el brazo y la pierna del mismo lado.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Marcha nórdica', aliases: ['Nordic walking', 'Caminar con bastones'] } },
  },
  {
    code: 'HIKING',
    name: 'Hiking',
    aliases: ['Hike', 'Trail Walking', 'Hillwalking'],
    type: 'WALKING',
    tags: ['CARDIO', 'ENDURANCE'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'SOLEUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Plan a route that matches your fitness, check the weather, and pack water, food, a warm layer and a charged phone.',
          'Start slower than feels necessary; on the first uphill you should still be able to talk.',
          'On climbs, shorten your stride and keep a steady rhythm rather than stopping and starting.',
          'On descents, bend your knees, take shorter steps and place your feet deliberately on stable ground.',
          'Take short breaks to eat and drink before you feel hungry or thirsty.',
          'Log the distance and time at the end, and note the elevation gain if your watch records it.',
        ],
        tips: [
          'Trekking poles take load off the knees on long descents.',
          'On most well-kept trails, shoes with good grip matter more than heavy boots.',
          'Tell someone your route and when you expect to be back.',
        ],
        commonMistakes: [
          'Racing up the first climb and running out of energy halfway round.',
          'Locking the knees on steep descents.',
          'Heading out without enough water on hot days.',
        ],
      },
      'es-ES': {
        steps: [
          'Planifica una ruta acorde a tu forma física, consulta el tiempo y lleva agua, comida, una capa de abrigo y el móvil cargado.',
          'Sal más despacio de lo que crees necesario; en la primera subida deberías poder hablar.',
          'En las subidas, acorta el paso y mantén un ritmo constante en lugar de parar y arrancar.',
          'En las bajadas, flexiona las rodillas, da pasos más cortos y coloca los pies con intención sobre terreno estable.',
          'Haz paradas cortas para comer y beber antes de tener hambre o sed.',
          'Al terminar, registra la distancia y el tiempo, y anota el desnivel si tu reloj lo mide.',
        ],
        tips: [
          'Los bastones de trekking quitan carga a las rodillas en las bajadas largas.',
          'En la mayoría de senderos bien cuidados importa más un calzado con buen agarre que unas botas pesadas.',
          'Avisa a alguien de tu ruta y de la hora a la que piensas volver.',
        ],
        commonMistakes: [
          'Subir a toda prisa la primera cuesta y quedarte sin fuerzas a mitad de ruta.',
          'Bloquear las rodillas en las bajadas empinadas.',
          'Salir sin agua suficiente en días de calor.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Senderismo', aliases: ['Excursión a pie', 'Trekking', 'Caminata por montaña'] } },
  },
  {
    code: 'BEACH_WALKING',
    name: 'Beach Walking',
    aliases: ['Sand Walking', 'Beach Walk'],
    type: 'WALKING',
    tags: ['CARDIO', 'PREGNANCY'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 18, isPrimary: true },
      { muscleCode: 'SOLEUS', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'TIBIALIS_ANTERIOR', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Start on the firm, wet sand near the waterline, where the surface is most even.',
          'Walk at an easy pace for a few minutes while your feet and ankles adjust.',
          'Move up into the soft, dry sand for stretches of harder work, taking shorter steps.',
          'Push off through the whole forefoot, since the sand gives way under each step.',
          'Alternate soft and firm sand for the rest of the walk and log the time and distance.',
        ],
        tips: [
          'Soft sand takes noticeably more effort than pavement at the same speed, so slow down rather than forcing your usual pace.',
          'Barefoot walking strengthens the feet, but build up gradually to spare the Achilles tendons and arches.',
        ],
        commonMistakes: [
          'Walking a long way in one direction on the sloping part of the beach, which tilts the pelvis and strains one hip.',
          'Doing a long barefoot walk in soft sand on the first day.',
        ],
      },
      'es-ES': {
        steps: [
          'Empieza por la arena mojada y firme junto a la orilla, donde el suelo es más regular.',
          'Camina a ritmo suave unos minutos mientras se adaptan los pies y los tobillos.',
          'Sube a la arena seca y blanda en los tramos de más esfuerzo, con pasos más cortos.',
          'Impúlsate con toda la parte delantera del pie, ya que la arena cede en cada paso.',
          'Alterna arena blanda y firme el resto del paseo y registra el tiempo y la distancia.',
        ],
        tips: [
          'La arena blanda cuesta bastante más esfuerzo que el asfalto a la misma velocidad, así que baja el ritmo en lugar de forzar el habitual.',
          'Caminar descalzo fortalece los pies, pero aumenta poco a poco para cuidar el tendón de Aquiles y el arco.',
        ],
        commonMistakes: [
          'Caminar mucho rato en la misma dirección por la parte inclinada de la playa, lo que ladea la pelvis y carga una cadera.',
          'Hacer una caminata larga descalzo por arena blanda el primer día.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Caminar por la playa', aliases: ['Paseo por la arena', 'Caminar en la arena'] } },
  },
  {
    code: 'WATER_WALKING',
    name: 'Water Walking',
    aliases: ['Pool Walking', 'Aqua Walking'],
    type: 'WALKING',
    tags: ['CARDIO', 'SWIMMING', 'PREGNANCY', 'GOOD_COOLDOWN'],
    requiredEquipment: [],
    optionalEquipment: ['SWIMMING_POOL'],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Enter the shallow end of the pool, or the sea on a calm day, and stand in water between waist and chest deep.',
          'Walk forward with a tall posture, pressing your whole foot into the floor on each step.',
          'Swing your arms through the water in time with your legs to add resistance.',
          'Lift the knees higher or lengthen the stride to make it harder.',
          'Mix in backward and sideways walking to work the hips from different angles.',
          'Keep going for your planned time or number of lengths.',
        ],
        tips: [
          'Deeper water supports more of your weight and resists you more, so chest-deep water is gentlest on the joints but slowest.',
          'Water shoes help on slippery pool floors.',
        ],
        commonMistakes: [
          'Leaning far forward and walking on the toes.',
          'Going so deep that you start to float and lose contact with the floor.',
        ],
      },
      'es-ES': {
        steps: [
          'Entra por la zona poco profunda de la piscina, o en el mar un día de calma, y ponte con el agua entre la cintura y el pecho.',
          'Camina hacia delante con el cuerpo erguido, apoyando el pie entero en el suelo en cada paso.',
          'Mueve los brazos dentro del agua al ritmo de las piernas para añadir resistencia.',
          'Sube más las rodillas o alarga la zancada para hacerlo más duro.',
          'Intercala tramos hacia atrás y de lado para trabajar la cadera desde distintos ángulos.',
          'Sigue durante el tiempo o el número de largos previstos.',
        ],
        tips: [
          'Cuanto más profunda es el agua, más peso te quita y más resistencia ofrece: con el agua al pecho es lo más suave para las articulaciones, pero avanzas más despacio.',
          'Unos escarpines ayudan en los suelos resbaladizos de la piscina.',
        ],
        commonMistakes: [
          'Inclinarte mucho hacia delante y caminar de puntillas.',
          'Meterte tan hondo que empiezas a flotar y pierdes el contacto con el suelo.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Caminar en el agua', aliases: ['Caminar en la piscina', 'Aquawalking'] } },
  },
  {
    code: 'RACE_WALKING',
    name: 'Race Walking',
    aliases: ['Racewalking', 'Speed Walking'],
    type: 'WALKING',
    tags: ['CARDIO', 'ENDURANCE'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 18, isPrimary: true },
      { muscleCode: 'TIBIALIS_ANTERIOR', targetPercentage: 14, isPrimary: true },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'QUADRICEPS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Warm up with 10 minutes of easy walking and some leg swings.',
          'Plant the leading foot heel first with the knee straight, and keep it straight until your body passes over it.',
          'Keep one foot on the ground at all times; the rear toe leaves only as the front heel lands.',
          'Let the hips rotate forward with each stride to lengthen the step, instead of reaching out with the foot.',
          'Drive the bent arms back and forth quickly, low and close to your sides.',
          'Hold your target pace for the planned distance and cool down with easy walking.',
        ],
        tips: [
          'Film yourself from the side; competition judges look for a straightened knee and no visible flight phase.',
          'Start with short stretches of race-walking technique between stretches of normal walking.',
        ],
        commonMistakes: [
          'Landing with a bent knee, which breaks the rules and turns it into power walking.',
          'Lifting into a running stride as the pace rises.',
          'Swinging the hips from side to side instead of rotating them forward.',
        ],
      },
      'es-ES': {
        steps: [
          'Calienta con 10 minutos de paseo suave y algunos balanceos de pierna.',
          'Apoya el pie delantero de talón con la rodilla estirada y mantenla así hasta que el cuerpo pase por encima.',
          'Mantén siempre un pie en el suelo: la punta de atrás solo se levanta cuando el talón de delante toca el suelo.',
          'Deja que la cadera avance rotando en cada zancada para alargar el paso, en lugar de estirar el pie hacia delante.',
          'Mueve los brazos flexionados adelante y atrás, rápido, bajos y pegados al cuerpo.',
          'Mantén tu ritmo objetivo durante la distancia prevista y vuelve a la calma caminando suave.',
        ],
        tips: [
          'Grábate de perfil: los jueces de competición vigilan que la rodilla esté estirada y que no haya fase de vuelo visible.',
          'Empieza con tramos cortos de técnica de marcha entre tramos de paseo normal.',
        ],
        commonMistakes: [
          'Apoyar con la rodilla flexionada, lo que incumple el reglamento y lo convierte en marcha rápida.',
          'Pasar a una zancada de carrera al subir el ritmo.',
          'Balancear la cadera de lado a lado en lugar de rotarla hacia delante.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Marcha atlética', aliases: ['Marcha deportiva'] } },
  },
  {
    code: 'SNOWSHOEING',
    name: 'Snowshoeing',
    aliases: ['Snowshoe Hike', 'Snowshoe Walking'],
    type: 'WALKING',
    tags: ['CARDIO', 'ENDURANCE'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 16, isPrimary: true },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TENSOR_FASCIAE_LATAE', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'TIBIALIS_ANTERIOR', targetPercentage: 6, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Strap on the snowshoes so the ball of your foot sits over the pivot and the heel strap is snug.',
          'Set your poles a little longer than for summer hiking and start on packed snow.',
          'Walk with a slightly wider stance than normal so the frames do not clip each other.',
          'Lift your knees a bit higher and let the tails drag; there is no need to lift the whole shoe clear.',
          'On climbs, kick the toe in and use the heel lifts; on descents, keep your weight back and knees bent.',
          'Log the distance and time, bearing in mind that fresh snow can halve your usual walking speed.',
        ],
        tips: [
          'Dress in layers and take one off before you start sweating hard.',
          'Check the avalanche forecast before heading onto anything steeper than a gentle slope.',
        ],
        commonMistakes: [
          'Keeping your usual narrow stance and stepping on your own frames.',
          'Leaning forward on steep descents, which lifts the tails and digs the toes in.',
        ],
      },
      'es-ES': {
        steps: [
          'Ajusta las raquetas para que la parte delantera del pie quede sobre el eje de giro y la correa del talón bien ceñida.',
          'Pon los bastones algo más largos que para el senderismo de verano y empieza por nieve pisada.',
          'Camina con los pies algo más separados de lo normal para que los marcos no choquen entre sí.',
          'Sube las rodillas un poco más y deja que la cola arrastre; no hace falta levantar toda la raqueta.',
          'En las subidas, clava la punta y usa los alzas de talón; en las bajadas, echa el peso atrás y flexiona las rodillas.',
          'Registra la distancia y el tiempo, teniendo en cuenta que la nieve recién caída puede reducir a la mitad tu velocidad habitual.',
        ],
        tips: [
          'Vístete por capas y quítate una antes de empezar a sudar mucho.',
          'Consulta el boletín de aludes antes de meterte en cualquier pendiente que no sea suave.',
        ],
        commonMistakes: [
          'Mantener la anchura de paso habitual y pisarte tus propios marcos.',
          'Inclinarte hacia delante en bajadas empinadas, con lo que la cola se levanta y la punta se clava.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Raquetas de nieve', aliases: ['Caminar con raquetas', 'Senderismo con raquetas'] } },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // Swimming
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'KICKBOARD_FLUTTER_KICK',
    name: 'Kickboard Flutter Kick',
    aliases: ['Kickboard Kick', 'Kick Sets', 'Kickboard Drill'],
    type: 'SWIMMING',
    tags: ['SWIMMING', 'CARDIO'],
    requiredEquipment: ['SWIMMING_POOL'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 32, isPrimary: true },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 18, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 13, isPrimary: false },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 12, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Hold the kickboard by its far end with straight arms, or rest your forearms on it with your hands at the front.',
          'Push off the wall and stretch out flat on the surface, with your hips and heels near the top of the water.',
          'Kick from the hips with long, loose legs, letting the knees bend only slightly.',
          'Keep the ankles relaxed and the toes pointed so the tops of your feet push the water back.',
          'Breathe by lifting your chin forward, or put your face in and exhale, lifting to inhale every few kicks.',
          'Kick the planned number of lengths, resting at the wall as needed.',
        ],
        tips: [
          'Small, fast kicks that just break the surface move you further than big, splashing ones.',
          'Fins help if your ankles are stiff and you barely move at first.',
        ],
        commonMistakes: [
          'Pedaling with big knee bends, as if riding a bike.',
          'Pressing down on the board so the legs sink and the kick works uphill.',
          'Keeping the ankles flexed, which pushes water forward and can even move you backward.',
        ],
      },
      'es-ES': {
        steps: [
          'Sujeta la tabla por el extremo más alejado con los brazos estirados, o apoya los antebrazos encima con las manos en la parte delantera.',
          'Impúlsate desde la pared y estírate en la superficie, con la cadera y los talones cerca de la parte alta del agua.',
          'Patalea desde la cadera con las piernas largas y sueltas, dejando que las rodillas se flexionen solo un poco.',
          'Mantén los tobillos relajados y las puntas estiradas para que el empeine empuje el agua hacia atrás.',
          'Respira levantando la barbilla hacia delante, o mete la cara y expulsa el aire, levantándola para inspirar cada pocas patadas.',
          'Haz los largos previstos, descansando en la pared cuando lo necesites.',
        ],
        tips: [
          'Las patadas pequeñas y rápidas que apenas rompen la superficie te hacen avanzar más que las grandes que salpican.',
          'Unas aletas ayudan si tienes los tobillos rígidos y al principio apenas avanzas.',
        ],
        commonMistakes: [
          'Pedalear con grandes flexiones de rodilla, como si fueras en bici.',
          'Apretar la tabla hacia abajo, de modo que las piernas se hunden y la patada trabaja cuesta arriba.',
          'Mantener los tobillos flexionados, lo que empuja el agua hacia delante y hasta puede hacerte retroceder.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Patada con tabla', aliases: ['Piernas con tabla', 'Batido de piernas con tabla'] } },
  },
  {
    code: 'PULL_BUOY_SWIM',
    name: 'Pull Buoy Swim',
    aliases: ['Pull Buoy Freestyle', 'Pull Set', 'Arms-Only Swim'],
    type: 'SWIMMING',
    tags: ['SWIMMING', 'CARDIO', 'ENDURANCE'],
    requiredEquipment: ['SWIMMING_POOL'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 15, isPrimary: true },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 13, isPrimary: false },
      { muscleCode: 'TERES_MAJOR', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 9, isPrimary: false },
      { muscleCode: 'INFRASPINATUS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Squeeze the pull buoy between your upper thighs, just below the groin.',
          'Push off the wall in a streamline and start swimming freestyle without kicking.',
          'Reach long on each stroke and catch the water with your fingertips pointing down and your elbow high.',
          'Pull back under your body to your hip, finishing the push past the thigh.',
          'Rotate your hips and shoulders together to breathe, since the legs are no longer helping you balance.',
          'Swim the planned lengths and rest at the wall between repeats.',
        ],
        tips: [
          'With the legs floating on the buoy, you can feel clearly how far each pull moves you.',
          'Add hand paddles only once your shoulders are used to pull sets.',
        ],
        commonMistakes: [
          'Letting the hips snake from side to side because the core has switched off.',
          'Crossing the hands over the midline as they enter the water.',
          'Sneaking in a small kick and losing the buoy.',
        ],
      },
      'es-ES': {
        steps: [
          'Sujeta el pullbuoy entre la parte alta de los muslos, justo por debajo de la ingle.',
          'Impúlsate desde la pared en posición hidrodinámica y empieza a nadar crol sin patear.',
          'Estírate en cada brazada y agarra el agua con las puntas de los dedos hacia abajo y el codo alto.',
          'Tira por debajo del cuerpo hasta la cadera y termina el empuje más allá del muslo.',
          'Rota cadera y hombros juntos para respirar, ya que las piernas ya no te ayudan a mantener el equilibrio.',
          'Nada los largos previstos y descansa en la pared entre repeticiones.',
        ],
        tips: [
          'Con las piernas flotando sobre el pullbuoy notas con claridad cuánto te hace avanzar cada brazada.',
          'Añade palas solo cuando tus hombros estén acostumbrados a las series de brazos.',
        ],
        commonMistakes: [
          'Dejar que la cadera serpentee de lado a lado porque el abdomen se ha desconectado.',
          'Cruzar las manos por delante de la línea media al entrar en el agua.',
          'Colar una patadita y perder el pullbuoy.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Crol con pullbuoy', aliases: ['Brazos con pullbuoy', 'Nado con pull buoy'] } },
  },
  {
    code: 'OPEN_WATER_SWIMMING',
    name: 'Open-Water Swimming',
    aliases: ['Open Water Swim', 'Sea Swimming', 'Lake Swimming'],
    type: 'SWIMMING',
    tags: ['SWIMMING', 'CARDIO', 'ENDURANCE', 'COMPOUND'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 26, isPrimary: true },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 15, isPrimary: true },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'QUADRICEPS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 7, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Swim only at supervised spots or with a partner, wear a bright cap and tow a swim buoy so boats and other people can see you.',
          'Wade in slowly and let your breathing settle before putting your face in; cold water can make you gasp at first.',
          'Swim freestyle with a slightly higher stroke rate than in the pool to keep your momentum through the chop.',
          'Every 6 to 10 strokes, lift your eyes just above the surface to sight a landmark, then turn to breathe.',
          'Stay parallel to the shore and within water you feel confident in, turning back before you tire.',
          'Log the distance from a GPS watch and note the water temperature.',
        ],
        tips: [
          'Breathing to both sides helps you swim straight and lets you breathe away from the waves.',
          'A wetsuit adds buoyancy and warmth, which makes early-season swims more comfortable.',
          'Build up your cold tolerance over several sessions rather than diving straight into a long swim.',
        ],
        commonMistakes: [
          'Lifting the whole head to look forward, which drops the hips and wastes energy.',
          'Swimming alone in unfamiliar water.',
          'Staying in after you start shivering or losing coordination.',
        ],
      },
      'es-ES': {
        steps: [
          'Nada solo en zonas vigiladas o acompañado, con un gorro de color vivo y una boya de arrastre para que te vean las embarcaciones y los demás.',
          'Entra despacio y deja que la respiración se calme antes de meter la cara; el agua fría puede provocarte un jadeo al principio.',
          'Nada crol con una frecuencia de brazada algo más alta que en la piscina para no perder inercia con el oleaje.',
          'Cada 6 a 10 brazadas, levanta los ojos justo por encima de la superficie para localizar una referencia y luego gira para respirar.',
          'Nada en paralelo a la orilla y en aguas en las que te sientas seguro, y da la vuelta antes de cansarte.',
          'Registra la distancia con un reloj con GPS y anota la temperatura del agua.',
        ],
        tips: [
          'Respirar a ambos lados te ayuda a nadar recto y te permite respirar del lado contrario a las olas.',
          'Un neopreno añade flotación y calor, lo que hace más llevaderos los baños a principio de temporada.',
          'Acostúmbrate al frío a lo largo de varias sesiones en lugar de lanzarte directamente a un nado largo.',
        ],
        commonMistakes: [
          'Levantar toda la cabeza para mirar al frente, lo que hunde la cadera y gasta energía.',
          'Nadar solo en aguas que no conoces.',
          'Seguir en el agua cuando empiezas a tiritar o a perder coordinación.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Natación en aguas abiertas', aliases: ['Nadar en el mar', 'Aguas abiertas'] } },
  },
  {
    code: 'SIDESTROKE',
    name: 'Sidestroke',
    aliases: ['Side Stroke', 'Sidestroke Swimming'],
    type: 'SWIMMING',
    tags: ['SWIMMING', 'CARDIO', 'ENDURANCE', 'PREGNANCY'],
    requiredEquipment: ['SWIMMING_POOL'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 16, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'QUADRICEPS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 6, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on your side in the water with your lower arm stretched out beyond your head and your upper arm resting along your thigh.',
          'Rest your ear on the lower arm and turn your face up or slightly forward so you can breathe freely.',
          'Pull the lower arm down toward your chest while the upper hand slides up to meet it near your shoulder.',
          'Draw both knees up, then open the legs like scissors, top leg forward and bottom leg back.',
          'Snap the legs together as the lower arm reaches forward again and the upper arm pushes back to the thigh.',
          'Glide for a moment with the legs together before the next stroke, and switch sides on alternate lengths.',
        ],
        tips: [
          'The scissor kick does most of the work; the glide after it is where you recover.',
          'Sidestroke makes a useful resting stroke and is the basis of lifesaving tows.',
        ],
        commonMistakes: [
          'Rolling onto your front or back, which spoils the scissor kick.',
          'Skipping the glide and thrashing through the strokes.',
          'Always swimming on the same side.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate de lado en el agua con el brazo de abajo estirado por encima de la cabeza y el de arriba apoyado a lo largo del muslo.',
          'Apoya la oreja en el brazo de abajo y gira la cara hacia arriba o un poco hacia delante para respirar sin problema.',
          'Tira con el brazo de abajo hacia el pecho mientras la mano de arriba sube hasta encontrarse con él cerca del hombro.',
          'Recoge las dos rodillas y abre las piernas en tijera, la de arriba hacia delante y la de abajo hacia atrás.',
          'Cierra las piernas con fuerza mientras el brazo de abajo vuelve a estirarse y el de arriba empuja hasta el muslo.',
          'Deslízate un momento con las piernas juntas antes de la siguiente brazada y cambia de lado en largos alternos.',
        ],
        tips: [
          'La patada de tijera hace la mayor parte del trabajo; el deslizamiento posterior es donde recuperas.',
          'El nado de costado es un estilo útil para descansar y la base de los remolques de salvamento.',
        ],
        commonMistakes: [
          'Girarte boca abajo o boca arriba, lo que estropea la patada de tijera.',
          'Saltarte el deslizamiento y nadar a trompicones.',
          'Nadar siempre sobre el mismo lado.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Nado de costado', aliases: ['Nado lateral', 'Estilo de costado'] } },
  },
  {
    code: 'INDIVIDUAL_MEDLEY',
    name: 'Individual Medley',
    aliases: ['IM', 'IM Swim', 'Medley Swim'],
    type: 'SWIMMING',
    tags: ['SWIMMING', 'CARDIO', 'COMPOUND'],
    requiredEquipment: ['SWIMMING_POOL'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 24, isPrimary: true },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 16, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Swim the four strokes in order: butterfly, backstroke, breaststroke, then freestyle, covering an equal distance of each.',
          'Start the butterfly from a push-off or dive and keep it relaxed and rhythmic rather than sprinting it.',
          'Touch the wall with both hands, then push off on your back for the backstroke leg.',
          'Change from backstroke to breaststroke by touching the wall on your back and pushing off on your front.',
          'Finish the breaststroke with a two-handed touch and push off for the freestyle leg.',
          'Log the total distance, for example 100 or 200 yards, and your time.',
        ],
        tips: [
          'Pace the butterfly conservatively; it is the stroke most likely to wreck the rest of the swim.',
          'Practice the three changeover turns on their own, since that is where most time is lost.',
        ],
        commonMistakes: [
          'Touching with one hand at the end of the butterfly or breaststroke, which is illegal in competition.',
          'Going out too fast and falling apart in the breaststroke leg.',
        ],
      },
      'es-ES': {
        steps: [
          'Nada los cuatro estilos en orden: mariposa, espalda, braza y crol, la misma distancia de cada uno.',
          'Empieza la mariposa tras impulsarte o tirarte y mantenla relajada y rítmica en lugar de esprintarla.',
          'Toca la pared con las dos manos y sal boca arriba para el tramo de espalda.',
          'Pasa de espalda a braza tocando la pared boca arriba y saliendo boca abajo.',
          'Termina la braza tocando con las dos manos y sal para el tramo de crol.',
          'Registra la distancia total, por ejemplo 100 o 200 metros, y tu tiempo.',
        ],
        tips: [
          'Dosifica la mariposa: es el estilo que más fácilmente arruina el resto del nado.',
          'Practica por separado los tres virajes de cambio de estilo, porque ahí es donde más tiempo se pierde.',
        ],
        commonMistakes: [
          'Tocar con una sola mano al final de la mariposa o de la braza, algo antirreglamentario en competición.',
          'Salir demasiado rápido y venirte abajo en el tramo de braza.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Estilos individual', aliases: ['Cuatro estilos', 'Estilos'] } },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // Treadmill
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'TREADMILL_SPRINT_INTERVALS',
    name: 'Treadmill Sprint Intervals',
    aliases: ['Treadmill Sprints', 'Treadmill HIIT', 'Treadmill Intervals'],
    type: 'TREADMILL',
    tags: ['CARDIO', 'MACHINE'],
    requiredEquipment: ['TREADMILL'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 26, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'SOLEUS', targetPercentage: 6, isPrimary: false },
      { muscleCode: 'SEMITENDINOSUS', targetPercentage: 6, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Clip on the safety key and jog for 5 to 10 minutes, finishing with a few 15-second pickups.',
          'Set the sprint speed while straddling the belt on the side rails, with your hands on the handrails.',
          'Lower yourself onto the moving belt, letting your feet start cycling before you let go of the rails.',
          'Sprint for the work interval, for example 20 to 30 seconds, with a strong arm drive and quick feet.',
          'Grab the rails and step your feet out to the side rails to rest, or drop to a walking speed if you prefer a rolling recovery.',
          'Repeat for 6 to 10 rounds, then walk for 5 minutes to cool down.',
        ],
        tips: [
          'A 1 to 2 percent incline makes sprinting feel more natural and softens the pounding.',
          'Raise the speed in small steps from session to session rather than guessing a top speed on day one.',
        ],
        commonMistakes: [
          'Jumping on and off a fast belt without holding the rails.',
          'Waiting for the belt to speed up at the start of each interval, which wastes the first seconds of every sprint.',
          'Running too close to the console and kicking the motor cover.',
        ],
      },
      'es-ES': {
        steps: [
          'Engancha la llave de seguridad y trota de 5 a 10 minutos, terminando con unas aceleraciones de 15 segundos.',
          'Pon la velocidad del sprint con los pies sobre los laterales de la cinta y las manos en los pasamanos.',
          'Baja a la cinta en marcha dejando que los pies empiecen a moverse antes de soltar los pasamanos.',
          'Esprinta durante el tramo de trabajo, por ejemplo de 20 a 30 segundos, con un braceo enérgico y pies rápidos.',
          'Agárrate a los pasamanos y lleva los pies a los laterales para descansar, o baja a velocidad de paseo si prefieres recuperar caminando.',
          'Repite de 6 a 10 rondas y después camina 5 minutos para volver a la calma.',
        ],
        tips: [
          'Una inclinación del 1 al 2 % hace que el sprint resulte más natural y suaviza el impacto.',
          'Sube la velocidad en pequeños saltos de una sesión a otra en lugar de adivinar tu velocidad máxima el primer día.',
        ],
        commonMistakes: [
          'Subirte y bajarte de la cinta rápida sin agarrarte a los pasamanos.',
          'Esperar a que la cinta acelere al empezar cada serie, lo que desperdicia los primeros segundos de cada sprint.',
          'Correr demasiado cerca de la consola y golpear la tapa del motor.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Series de sprint en cinta', aliases: ['Sprints en cinta', 'HIIT en cinta'] } },
  },
  {
    code: 'TREADMILL_HILL_INTERVALS',
    name: 'Treadmill Hill Intervals',
    aliases: ['Incline Treadmill Intervals', 'Treadmill Hill Repeats', 'Treadmill Hill Sprints'],
    type: 'TREADMILL',
    tags: ['CARDIO', 'MACHINE', 'LEGS_SPLIT'],
    requiredEquipment: ['TREADMILL'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 26, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 24, isPrimary: true },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 16, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'SOLEUS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Warm up for 5 to 10 minutes at an easy jog on the flat.',
          'Raise the incline to 6 to 10 percent and run at a pace you could hold for about 2 minutes.',
          'Lean slightly forward from the ankles, shorten your stride and drive the knees and arms.',
          'After 60 to 90 seconds, drop the incline to 1 percent and slow to a walk or easy jog for the same time.',
          'Repeat for 5 to 8 hill intervals.',
          'Cool down with 5 minutes of walking on the flat.',
        ],
        tips: [
          'Keep the speed modest; the gradient supplies the intensity.',
          'Hills build running strength with less impact than flat sprints, which makes them a good bridge back after time off.',
        ],
        commonMistakes: [
          'Holding the handrails to keep up with the belt on the incline.',
          'Keeping a long, flat-ground stride on the hill and landing on the heels.',
        ],
      },
      'es-ES': {
        steps: [
          'Calienta de 5 a 10 minutos en llano con un trote suave.',
          'Sube la inclinación al 6 a 10 % y corre a un ritmo que podrías mantener unos 2 minutos.',
          'Inclínate un poco hacia delante desde los tobillos, acorta la zancada y lleva rodillas y brazos con energía.',
          'Pasados 60 a 90 segundos, baja la inclinación al 1 % y camina o trota suave el mismo tiempo.',
          'Repite de 5 a 8 cuestas.',
          'Vuelve a la calma con 5 minutos caminando en llano.',
        ],
        tips: [
          'Mantén una velocidad moderada: la pendiente pone la intensidad.',
          'Las cuestas desarrollan fuerza para correr con menos impacto que los sprints en llano, por eso son un buen puente para volver tras un parón.',
        ],
        commonMistakes: [
          'Agarrarte a los pasamanos para seguir el ritmo de la cinta en la cuesta.',
          'Mantener en la cuesta la zancada larga del llano y apoyar de talón.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Cuestas en cinta', aliases: ['Series en cuesta en cinta', 'Intervalos con inclinación en cinta'] } },
  },
  {
    code: 'TREADMILL_BACKWARD_WALK',
    name: 'Treadmill Backward Walk',
    aliases: ['Reverse Treadmill Walk', 'Retro Walking', 'Backwards Treadmill Walking'],
    type: 'TREADMILL',
    tags: ['CARDIO', 'MACHINE', 'GOOD_WARMUP'],
    requiredEquipment: ['TREADMILL'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 40, isPrimary: true },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'TIBIALIS_ANTERIOR', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'SOLEUS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand on the side rails facing the back of the treadmill, clip the safety key to your clothing and start the belt at its slowest speed.',
          'Hold the side handrails and step onto the belt, reaching back with your toes first.',
          'Walk backward by placing the ball of the foot down first and rolling onto the heel, keeping your knees slightly bent.',
          'Once you feel steady, raise the speed gradually to about 1.5 to 2.5 mph (2.5 to 4 km/h), adding a small incline if you want more quad work.',
          'Let go of the rails only when you feel confident, and stay in the middle of the belt.',
          'Slow the belt right down before stepping off onto the side rails.',
        ],
        tips: [
          'Walking backward loads the quads with little stress on the front of the knee, which is why it is common in knee rehab.',
          'Stay close enough to the rails to grab them instantly.',
        ],
        commonMistakes: [
          'Starting at a normal walking speed, which can pitch you off the back of the machine.',
          'Turning your head to look behind you, which pulls you off-line.',
        ],
      },
      'es-ES': {
        steps: [
          'Súbete a los laterales mirando hacia la parte trasera de la cinta, engancha la llave de seguridad a la ropa y arranca la cinta a la velocidad más baja.',
          'Agárrate a los pasamanos laterales y baja a la cinta apoyando primero las puntas hacia atrás.',
          'Camina hacia atrás apoyando primero la parte delantera del pie y rodando hasta el talón, con las rodillas ligeramente flexionadas.',
          'Cuando te sientas estable, sube poco a poco la velocidad a unos 2,5 a 4 km/h y añade algo de inclinación si quieres más trabajo de cuádriceps.',
          'Suelta los pasamanos solo cuando te sientas seguro y mantente en el centro de la cinta.',
          'Baja la velocidad al mínimo antes de pasar a los laterales.',
        ],
        tips: [
          'Caminar hacia atrás carga los cuádriceps con poco estrés en la parte delantera de la rodilla, por eso es habitual en la rehabilitación de rodilla.',
          'Mantente lo bastante cerca de los pasamanos para poder agarrarte al instante.',
        ],
        commonMistakes: [
          'Empezar a velocidad normal de paseo, lo que puede lanzarte por detrás de la máquina.',
          'Girar la cabeza para mirar atrás, lo que te desvía de la línea.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Caminar hacia atrás en cinta', aliases: ['Marcha atrás en cinta', 'Retro walking'] } },
  },
  {
    code: 'TREADMILL_SIDE_SHUFFLE',
    name: 'Treadmill Side Shuffle',
    aliases: ['Lateral Treadmill Shuffle', 'Treadmill Lateral Walk'],
    type: 'TREADMILL',
    tags: ['CARDIO', 'MACHINE', 'GOOD_WARMUP'],
    requiredEquipment: ['TREADMILL'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 28, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 18, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 18, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 16, isPrimary: false },
      { muscleCode: 'GLUTEUS_MINIMUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TENSOR_FASCIAE_LATAE', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Start the belt at a slow walking speed, around 1.5 to 2 mph (2.5 to 3 km/h), with the safety key attached.',
          'Hold the front handrail with your leading hand, turn sideways and step onto the belt.',
          'Shuffle sideways in a quarter squat, stepping the lead foot out and bringing the trailing foot in without letting the feet touch.',
          'Keep your hips, shoulders and toes facing the side of the treadmill throughout.',
          'After 30 to 60 seconds, grab the rail, step onto the side rails and turn to face the other way.',
          'Repeat for the planned rounds, spending equal time facing each direction.',
        ],
        tips: [
          'Add a slight incline to make the hips work harder without raising the speed.',
          'Use it as a warm-up before leg day or court sports.',
        ],
        commonMistakes: [
          'Crossing the feet, which can trip you on a moving belt.',
          'Standing tall with straight legs, which turns the shuffle into a sideways walk that barely works the hips.',
          'Setting the speed too high on your first attempt.',
        ],
      },
      'es-ES': {
        steps: [
          'Arranca la cinta a velocidad lenta de paseo, unos 2,5 a 3 km/h, con la llave de seguridad enganchada.',
          'Sujeta el pasamanos delantero con la mano que guía, gírate de lado y baja a la cinta.',
          'Desplázate de lado en cuarto de sentadilla, separando el pie que guía y acercando el de atrás sin que los pies lleguen a tocarse.',
          'Mantén cadera, hombros y puntas de los pies mirando al lateral de la cinta en todo momento.',
          'Pasados 30 a 60 segundos, agárrate, pasa a los laterales y gírate hacia el otro lado.',
          'Repite las rondas previstas, mirando el mismo tiempo hacia cada lado.',
        ],
        tips: [
          'Añade algo de inclinación para que la cadera trabaje más sin subir la velocidad.',
          'Úsalo como calentamiento antes del día de pierna o de deportes de pista.',
        ],
        commonMistakes: [
          'Cruzar los pies, que en una cinta en marcha te puede hacer tropezar.',
          'Ir erguido con las piernas estiradas, lo que lo convierte en un paseo de lado que apenas trabaja la cadera.',
          'Poner una velocidad demasiado alta la primera vez.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Desplazamiento lateral en cinta', aliases: ['Pasos laterales en cinta', 'Shuffle lateral en cinta'] } },
  },
  {
    code: 'CURVED_TREADMILL_RUN',
    name: 'Curved Treadmill Run',
    aliases: ['Curved Treadmill', 'Manual Treadmill Run', 'Assault Runner'],
    type: 'TREADMILL',
    tags: ['CARDIO', 'MACHINE'],
    requiredEquipment: ['TREADMILL'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 24, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'SOLEUS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'SEMITENDINOSUS', targetPercentage: 6, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Step onto the curved belt while holding the handrails, standing near the low point of the curve.',
          'Start walking; the belt moves only when you push it, so it stops as soon as you do.',
          'Move forward up the curve to speed up and drift back toward the bottom to slow down.',
          'Run on the balls of your feet with a slight forward lean, landing under your hips.',
          'Complete your planned time or distance, then drift back to the low point to slow to a walk.',
        ],
        tips: [
          'Because you drive the belt yourself, the same pace costs more effort than on a motorized treadmill, so expect slower numbers.',
          'It is ideal for sprints, since you can accelerate and stop instantly without pressing buttons.',
        ],
        commonMistakes: [
          'Running too far up the front of the curve and being thrown into a sudden sprint.',
          'Landing heel first, which brakes the belt.',
        ],
      },
      'es-ES': {
        steps: [
          'Sube a la cinta curva agarrado a los pasamanos, colocándote cerca del punto más bajo de la curva.',
          'Empieza a caminar; la cinta solo se mueve cuando tú la empujas, así que se detiene en cuanto paras.',
          'Avanza hacia la parte alta de la curva para acelerar y déjate caer hacia el fondo para frenar.',
          'Corre sobre la parte delantera del pie con una ligera inclinación hacia delante, apoyando bajo la cadera.',
          'Completa el tiempo o la distancia previstos y vuelve al punto bajo para frenar hasta caminar.',
        ],
        tips: [
          'Como eres tú quien mueve la cinta, el mismo ritmo cuesta más que en una cinta motorizada; espera marcas más lentas.',
          'Es ideal para sprints, porque puedes acelerar y parar al instante sin tocar botones.',
        ],
        commonMistakes: [
          'Subir demasiado por la parte delantera de la curva y verte lanzado a un sprint repentino.',
          'Apoyar de talón, lo que frena la cinta.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Carrera en cinta curva', aliases: ['Cinta curva', 'Cinta manual'] } },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // Outdoor endurance and speed
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'TRAIL_RUNNING',
    name: 'Trail Running',
    aliases: ['Trail Run', 'Off-Road Running'],
    type: 'DISTANCE_DURATION',
    tags: ['CARDIO', 'ENDURANCE'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 26, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'SOLEUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TIBIALIS_ANTERIOR', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Choose a trail suited to your experience, and carry water and a phone on longer runs.',
          'Start at an easy effort, expecting a slower pace than on the road for the same effort.',
          'Shorten your stride and keep your feet under you on uneven ground, scanning 10 to 15 feet ahead.',
          'Power-hike the steepest climbs with your hands on your thighs rather than forcing a slow run.',
          'On descents, lean slightly forward, take quick, light steps and use your arms for balance.',
          'Log distance and time, and note the elevation gain so you can compare runs fairly.',
        ],
        tips: [
          'Judge trail runs by time and effort rather than pace; terrain changes everything.',
          'Trail shoes with a grippy outsole make a big difference on mud and loose rock.',
        ],
        commonMistakes: [
          'Looking only at your feet, so you miss the rock coming two steps later.',
          'Leaning back and braking on descents, which hammers the quads.',
          'Running a new trail without telling anyone where you are going.',
        ],
      },
      'es-ES': {
        steps: [
          'Elige un sendero acorde a tu experiencia y lleva agua y el móvil en las salidas largas.',
          'Empieza a un esfuerzo suave, sabiendo que con el mismo esfuerzo tu ritmo será más lento que en asfalto.',
          'Acorta la zancada y mantén los pies bajo el cuerpo en terreno irregular, mirando unos 3 a 5 metros por delante.',
          'Sube andando rápido las rampas más duras, con las manos en los muslos, en lugar de forzar un trote lento.',
          'En las bajadas, inclínate un poco hacia delante, da pasos rápidos y ligeros y usa los brazos para equilibrarte.',
          'Registra distancia y tiempo, y anota el desnivel para poder comparar salidas de forma justa.',
        ],
        tips: [
          'Valora las salidas por tiempo y esfuerzo más que por ritmo; el terreno lo cambia todo.',
          'Unas zapatillas de trail con suela de buen agarre marcan la diferencia en barro y piedra suelta.',
        ],
        commonMistakes: [
          'Mirar solo a tus pies y no ver la piedra que viene dos pasos después.',
          'Echarte atrás y frenar en las bajadas, lo que machaca los cuádriceps.',
          'Correr por un sendero nuevo sin avisar a nadie de adónde vas.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Trail running', aliases: ['Carrera por montaña', 'Correr por senderos', 'Trail'] } },
  },
  {
    code: 'SPRINT',
    name: 'Sprint',
    aliases: ['Sprints', 'Track Sprints', 'Wind Sprints'],
    type: 'DISTANCE_DURATION',
    tags: ['CARDIO', 'COMPOUND'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 18, isPrimary: true },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 16, isPrimary: true },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'SEMITENDINOSUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'SOLEUS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Warm up thoroughly: 10 minutes of jogging, dynamic drills and three or four build-up runs at rising speed.',
          'Start from a staggered stance or a three-point start, with your weight over the front foot.',
          'Drive out low for the first few strides, pushing the ground back behind you.',
          'Rise gradually to an upright posture by about 20 to 30 yards, running tall with quick, powerful arm swings.',
          'Sprint the planned distance, usually 30 to 100 yards, then slow down gradually.',
          'Walk back to the start and take a full recovery, often 1 to 3 minutes, before the next rep.',
        ],
        tips: [
          'Time or film your sprints; speed work only counts when each rep is close to your best.',
          'Relax your face and hands, because tension slows you down.',
        ],
        commonMistakes: [
          'Sprinting without a proper warm-up, the quickest way to strain a hamstring.',
          'Reaching out with the foot and landing far ahead of the hips.',
          'Cutting the rest so short that the session turns into conditioning.',
        ],
      },
      'es-ES': {
        steps: [
          'Calienta a fondo: 10 minutos de trote, ejercicios dinámicos y tres o cuatro progresivos a velocidad creciente.',
          'Sal desde una posición de pies escalonados o de tres apoyos, con el peso sobre el pie adelantado.',
          'Sal bajo en las primeras zancadas, empujando el suelo hacia atrás.',
          'Ve enderezándote hasta quedar erguido hacia los 20 o 30 metros, corriendo alto con un braceo rápido y potente.',
          'Esprinta la distancia prevista, normalmente de 30 a 100 metros, y frena poco a poco.',
          'Vuelve andando a la salida y recupera por completo, a menudo de 1 a 3 minutos, antes de la siguiente repetición.',
        ],
        tips: [
          'Cronometra o graba tus sprints; el trabajo de velocidad solo cuenta cuando cada repetición está cerca de tu mejor marca.',
          'Relaja la cara y las manos, porque la tensión te frena.',
        ],
        commonMistakes: [
          'Esprintar sin un calentamiento adecuado, el camino más rápido para lesionarte un isquio.',
          'Estirar el pie hacia delante y apoyar muy por delante de la cadera.',
          'Acortar tanto el descanso que la sesión se convierte en trabajo de acondicionamiento.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Sprint', aliases: ['Sprints', 'Esprint', 'Carrera de velocidad'] } },
  },
  {
    code: 'HILL_SPRINTS',
    name: 'Hill Sprints',
    aliases: ['Hill Repeats', 'Uphill Sprints'],
    type: 'DISTANCE_DURATION',
    tags: ['CARDIO', 'LEGS_SPLIT'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 26, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'SOLEUS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'SEMITENDINOSUS', targetPercentage: 6, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Find a hill with a steady gradient of about 6 to 10 percent and at least 50 yards of running room.',
          'Warm up with 10 minutes of easy running and a few strides on the flat.',
          'Sprint up the hill for 8 to 15 seconds, leaning from the ankles and driving the knees and arms hard.',
          'Stay on the balls of your feet and keep the steps quick and powerful.',
          'Walk back down slowly so you recover fully before the next sprint.',
          'Repeat for 6 to 10 sprints, then jog easily on the flat to cool down.',
        ],
        tips: [
          'The slope limits top speed, so hill sprints build power with less strain on the hamstrings than flat sprints.',
          'Mark where your first sprint finishes and try to reach that spot on every rep.',
        ],
        commonMistakes: [
          'Running back down quickly between reps, which loads the knees and cuts the recovery.',
          'Bending at the waist instead of leaning the whole body from the ankles.',
          'Choosing a hill so steep that the stride turns into a scramble.',
        ],
      },
      'es-ES': {
        steps: [
          'Busca una cuesta con una pendiente constante del 6 al 10 % aproximadamente y al menos 50 metros de recorrido.',
          'Calienta con 10 minutos de carrera suave y unos progresivos en llano.',
          'Esprinta cuesta arriba de 8 a 15 segundos, inclinándote desde los tobillos y llevando rodillas y brazos con fuerza.',
          'Mantente sobre la parte delantera del pie con pasos rápidos y potentes.',
          'Baja andando despacio para recuperar por completo antes del siguiente sprint.',
          'Repite de 6 a 10 sprints y después trota suave en llano para volver a la calma.',
        ],
        tips: [
          'La pendiente limita la velocidad máxima, así que las cuestas desarrollan potencia con menos estrés para los isquios que los sprints en llano.',
          'Marca dónde termina tu primer sprint e intenta llegar a ese punto en todas las repeticiones.',
        ],
        commonMistakes: [
          'Bajar rápido entre repeticiones, lo que carga las rodillas y acorta la recuperación.',
          'Doblarte por la cintura en lugar de inclinar todo el cuerpo desde los tobillos.',
          'Elegir una cuesta tan empinada que la zancada se convierte en un gateo.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Cuestas', aliases: ['Sprints en cuesta', 'Series en cuesta'] } },
  },
  {
    code: 'SHUTTLE_RUN',
    name: 'Shuttle Run',
    aliases: ['Suicides', 'Line Drills', 'Shuttle Sprints'],
    type: 'DISTANCE_DURATION',
    tags: ['CARDIO'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 26, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Mark a start line and a turn line, for example 5, 10 or 25 yards apart, with cones or court lines.',
          'Start in a staggered stance at the first line.',
          'Sprint to the far line, lower your hips over the last two steps and touch the line with your hand or foot.',
          'Plant the outside foot, push off hard and accelerate back to the start.',
          'Complete the planned number of lengths, turning toward alternate sides each time.',
          'Rest long enough to keep the turns sharp, then repeat.',
        ],
        tips: [
          'Log the total distance covered and the time for each rep.',
          'Decelerate with short, chopping steps rather than one long slide.',
        ],
        commonMistakes: [
          'Turning on the same side every time, so one leg does all the braking.',
          'Staying tall into the turn, which makes you skid past the line.',
          'Rounding the turn in a wide loop instead of planting and pushing back.',
        ],
      },
      'es-ES': {
        steps: [
          'Marca una línea de salida y otra de giro, por ejemplo a 5, 10 o 25 metros, con conos o con las líneas de la pista.',
          'Colócate en la primera línea con los pies escalonados.',
          'Esprinta hasta la línea del fondo, baja la cadera en los dos últimos pasos y toca la línea con la mano o el pie.',
          'Apoya el pie exterior, empuja con fuerza y acelera de vuelta a la salida.',
          'Completa los tramos previstos, girando cada vez hacia un lado distinto.',
          'Descansa lo suficiente para mantener los giros rápidos y repite.',
        ],
        tips: [
          'Registra la distancia total recorrida y el tiempo de cada repetición.',
          'Frena con pasos cortos y rápidos en lugar de con un único derrape largo.',
        ],
        commonMistakes: [
          'Girar siempre hacia el mismo lado, de modo que una pierna hace toda la frenada.',
          'Llegar erguido al giro, lo que te hace patinar más allá de la línea.',
          'Trazar el giro con una curva amplia en lugar de apoyar y empujar hacia atrás.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Carrera de ida y vuelta', aliases: ['Suicidios', 'Lanzaderas', 'Shuttle run'] } },
  },
  {
    code: 'INLINE_SKATING',
    name: 'Inline Skating',
    aliases: ['Rollerblading', 'Inline Skates'],
    type: 'DISTANCE_DURATION',
    tags: ['CARDIO', 'ENDURANCE', 'BALANCE'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 16, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'TENSOR_FASCIAE_LATAE', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 6, isPrimary: false },
      { muscleCode: 'TIBIALIS_ANTERIOR', targetPercentage: 6, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Put on a helmet, wrist guards and knee pads, and lace the skates so your heel is locked in.',
          'Stand in a ready position: feet hip-width apart, knees bent over the toes, chest forward and hands in front.',
          'Push each skate out to the side and slightly back, extending the leg fully before bringing it back under you.',
          'Glide on the other skate between pushes, keeping your weight centered over it.',
          'Slow down with the heel brake by scissoring the braking foot forward and pressing the heel down.',
          'Skate your planned route and log the distance and time.',
        ],
        tips: [
          'Learn to brake and to fall forward onto your pads before you try to go fast.',
          'The deeper your knee bend, the longer and more powerful each push.',
        ],
        commonMistakes: [
          'Standing upright with straight legs, which makes balancing harder.',
          'Pushing straight back as if running instead of out to the side.',
          'Skating on wet pavement or on pavement strewn with gravel.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte casco, muñequeras y rodilleras, y átate los patines de forma que el talón quede bien sujeto.',
          'Colócate en posición de base: pies a la anchura de la cadera, rodillas flexionadas sobre las puntas, pecho adelante y manos por delante.',
          'Empuja cada patín hacia fuera y un poco hacia atrás, extendiendo la pierna del todo antes de devolverla bajo el cuerpo.',
          'Deslízate sobre el otro patín entre impulsos, con el peso centrado encima.',
          'Frena con el freno de talón adelantando en tijera el pie que frena y apretando el talón contra el suelo.',
          'Recorre la ruta prevista y registra la distancia y el tiempo.',
        ],
        tips: [
          'Aprende a frenar y a caer hacia delante sobre las protecciones antes de intentar ir rápido.',
          'Cuanto más flexiones las rodillas, más largo y potente será cada impulso.',
        ],
        commonMistakes: [
          'Ir erguido con las piernas estiradas, lo que dificulta el equilibrio.',
          'Empujar recto hacia atrás como al correr en lugar de hacia el lado.',
          'Patinar sobre asfalto mojado o con gravilla.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Patinaje en línea', aliases: ['Patines en línea', 'Patinar en línea'] } },
  },
  {
    code: 'CROSS_COUNTRY_SKIING',
    name: 'Cross-Country Skiing',
    aliases: ['Nordic Skiing', 'XC Skiing', 'Classic Skiing'],
    type: 'DISTANCE_DURATION',
    tags: ['CARDIO', 'ENDURANCE', 'COMPOUND'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 18, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 18, isPrimary: true },
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 16, isPrimary: true },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TERES_MAJOR', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'For classic skiing, set the poles to about armpit height and clip into the bindings.',
          'In the tracks, start with a relaxed shuffle, sliding each ski forward without lifting it.',
          'Build into the diagonal stride: kick down on one ski to set the grip, then glide forward on the other.',
          'Plant the opposite pole beside the front foot and push it back past the hip as you glide.',
          'On flat or gently downhill stretches, double-pole by planting both poles and crunching the trunk down over them.',
          'Ski your planned loop and record the distance and time.',
        ],
        tips: [
          'The kick is a quick downward press, not a long push back; timing matters more than force.',
          'Grip wax or skins matched to the snow temperature make the kick far easier.',
        ],
        commonMistakes: [
          'Standing upright with stiff knees, so the skis slip backward on every kick.',
          'Planting the poles too far forward, where they can only brake.',
        ],
      },
      'es-ES': {
        steps: [
          'Para esquí clásico, ajusta los bastones más o menos a la altura de la axila y engancha las fijaciones.',
          'En las huellas, empieza arrastrando los esquís con soltura, deslizando cada uno hacia delante sin levantarlo.',
          'Pasa al paso alternativo: presiona hacia abajo un esquí para que agarre y deslízate hacia delante sobre el otro.',
          'Clava el bastón contrario junto al pie adelantado y empújalo hacia atrás más allá de la cadera mientras te deslizas.',
          'En llano o en bajadas suaves, haz doble empuje clavando los dos bastones y encogiendo el tronco sobre ellos.',
          'Completa el circuito previsto y registra la distancia y el tiempo.',
        ],
        tips: [
          'La patada es una presión rápida hacia abajo, no un empuje largo hacia atrás; importa más el momento que la fuerza.',
          'Una cera de agarre o unas pieles adecuadas a la temperatura de la nieve facilitan muchísimo la patada.',
        ],
        commonMistakes: [
          'Ir erguido con las rodillas rígidas, de modo que los esquís resbalan hacia atrás en cada patada.',
          'Clavar los bastones demasiado adelantados, donde solo pueden frenar.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Esquí de fondo', aliases: ['Esquí nórdico', 'Esquí de fondo clásico'] } },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // Jumps
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'VERTICAL_JUMP',
    name: 'Vertical Jump',
    aliases: ['Countermovement Jump', 'CMJ', 'Standing Vertical Jump'],
    type: 'JUMP_TRAINING',
    tags: ['PLYOMETRIC', 'BODYWEIGHT_ONLY', 'COMPOUND', 'LEGS_SPLIT'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 28, isPrimary: true },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 16, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'SOLEUS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand with your feet hip-width apart, next to a wall or under a target if you want to measure your height.',
          'Swing your arms back as you dip quickly into a quarter to half squat.',
          'Without pausing at the bottom, drive your arms up and push the floor away through your whole foot.',
          'Reach as high as you can, fully extending the hips, knees and ankles.',
          'Land softly on the balls of your feet and sink into your hips and knees to absorb the landing.',
          'Reset completely between jumps and log your best height.',
        ],
        tips: [
          'A jump mat, a phone app or chalked fingertips against a wall all give a usable height to track.',
          'Keep the reps low, around 3 to 5 per set, so every jump is a maximal effort.',
        ],
        commonMistakes: [
          'Dipping too deep or pausing at the bottom, which wastes the stretch reflex.',
          'Landing stiff-legged.',
          'Letting the knees cave in on take-off or landing.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte con los pies a la anchura de la cadera, junto a una pared o bajo una referencia si quieres medir la altura.',
          'Lleva los brazos atrás mientras bajas rápido a un cuarto o media sentadilla.',
          'Sin pararte abajo, lanza los brazos arriba y empuja el suelo con todo el pie.',
          'Estírate lo más alto que puedas, extendiendo del todo cadera, rodillas y tobillos.',
          'Aterriza con suavidad sobre la parte delantera de los pies y flexiona cadera y rodillas para amortiguar.',
          'Recupera la posición por completo entre saltos y anota tu mejor altura.',
        ],
        tips: [
          'Una plataforma de salto, una aplicación del móvil o las yemas con magnesio contra la pared te dan una altura útil para registrar.',
          'Haz pocas repeticiones, unas 3 a 5 por serie, para que cada salto sea máximo.',
        ],
        commonMistakes: [
          'Bajar demasiado o pararte abajo, lo que desperdicia el reflejo de estiramiento.',
          'Aterrizar con las piernas rígidas.',
          'Dejar que las rodillas se vayan hacia dentro al despegar o al aterrizar.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Salto vertical', aliases: ['Salto con contramovimiento', 'CMJ'] } },
  },
  {
    code: 'TUCK_JUMP',
    name: 'Tuck Jump',
    aliases: ['Knee Tuck Jump', 'Tuck Jumps'],
    type: 'JUMP_TRAINING',
    tags: ['PLYOMETRIC', 'BODYWEIGHT_ONLY', 'HOME_EXERCISE'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 26, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 16, isPrimary: true },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'SOLEUS', targetPercentage: 6, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 6, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand with your feet hip-width apart and your hands in front of your chest, palms down.',
          'Dip into a quick quarter squat and jump straight up.',
          'At the top of the jump, pull your knees up toward your hands, aiming to get your thighs parallel to the floor.',
          'Extend your legs back down before you land.',
          'Land softly on the balls of your feet with bent knees, then rebound straight into the next jump or reset between reps.',
        ],
        tips: [
          'Think of bringing the knees up rather than the chest down.',
          'While you learn, do single reps with a reset; link them once your landings are quiet.',
        ],
        commonMistakes: [
          'Hunching the chest down to meet the knees instead of lifting them.',
          'Landing with the legs still tucked.',
          'Letting the knees collapse inward on landing.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte con los pies a la anchura de la cadera y las manos delante del pecho, con las palmas hacia abajo.',
          'Haz un cuarto de sentadilla rápido y salta recto hacia arriba.',
          'En lo más alto del salto, sube las rodillas hacia las manos, intentando que los muslos queden paralelos al suelo.',
          'Vuelve a estirar las piernas antes de aterrizar.',
          'Aterriza con suavidad sobre la parte delantera de los pies con las rodillas flexionadas y encadena el siguiente salto, o recoloca entre repeticiones.',
        ],
        tips: [
          'Piensa en subir las rodillas, no en bajar el pecho.',
          'Mientras aprendes, haz repeticiones sueltas recolocándote; encadénalas cuando los aterrizajes sean silenciosos.',
        ],
        commonMistakes: [
          'Encorvar el pecho hacia las rodillas en lugar de subirlas.',
          'Aterrizar con las piernas todavía recogidas.',
          'Dejar que las rodillas se hundan hacia dentro al aterrizar.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Salto con rodillas al pecho', aliases: ['Tuck jump', 'Salto agrupado'] } },
  },
  {
    code: 'HURDLE_HOPS',
    name: 'Hurdle Hops',
    aliases: ['Mini Hurdle Jumps', 'Hurdle Jumps', 'Continuous Hurdle Hops'],
    type: 'JUMP_TRAINING',
    tags: ['PLYOMETRIC', 'LEGS_SPLIT'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 24, isPrimary: true },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'SOLEUS', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set up 4 to 6 mini hurdles or other low obstacles in a line, about 3 feet (1 m) apart, starting at 6 to 12 inches (15 to 30 cm) high.',
          'Stand behind the first hurdle with your feet hip-width apart.',
          'Jump over the first hurdle with both feet, pulling the knees up and driving with the arms.',
          'Land on the balls of your feet and spring straight over the next hurdle with as little ground time as possible.',
          'Continue to the end of the line, then walk back and reset.',
          'Raise the hurdles only when every landing is quick and quiet.',
        ],
        tips: [
          'Imagine the ground is hot: the shorter the contact, the better the drill.',
          'Use hurdles that tip over if clipped, never rigid objects.',
        ],
        commonMistakes: [
          'Sinking into a deep squat between hurdles, which kills the elastic rebound.',
          'Tucking the knees late and clipping the hurdles.',
          'Setting the hurdles too high too early.',
        ],
      },
      'es-ES': {
        steps: [
          'Coloca en línea de 4 a 6 minivallas u otros obstáculos bajos, separados aproximadamente 1 m, empezando por 15 a 30 cm de altura.',
          'Colócate detrás de la primera valla con los pies a la anchura de la cadera.',
          'Salta la primera valla con los dos pies, subiendo las rodillas e impulsándote con los brazos.',
          'Aterriza sobre la parte delantera de los pies y rebota directamente por encima de la siguiente valla con el mínimo tiempo de contacto.',
          'Sigue hasta el final de la fila, vuelve andando y recoloca.',
          'Sube la altura de las vallas solo cuando todos los aterrizajes sean rápidos y silenciosos.',
        ],
        tips: [
          'Imagina que el suelo quema: cuanto más corto el contacto, mejor el ejercicio.',
          'Usa vallas que se caigan si las tocas, nunca objetos rígidos.',
        ],
        commonMistakes: [
          'Hundirte en una sentadilla profunda entre vallas, lo que anula el rebote elástico.',
          'Recoger las rodillas tarde y tocar las vallas.',
          'Poner las vallas demasiado altas demasiado pronto.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Saltos de vallas', aliases: ['Saltos sobre vallas', 'Vallas pliométricas'] } },
  },
  {
    code: 'SINGLE_LEG_BOX_JUMP',
    name: 'Single-Leg Box Jump',
    aliases: ['One-Leg Box Jump', 'Unilateral Box Jump'],
    type: 'JUMP_TRAINING',
    tags: ['PLYOMETRIC', 'UNILATERAL', 'LEGS_SPLIT', 'BALANCE', 'BODYWEIGHT_WITH_EQUIPMENT'],
    requiredEquipment: ['PLYO_BOX'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 26, isPrimary: true },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'SOLEUS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand on one leg about a foot from a low box, 12 to 20 inches (30 to 50 cm) high to start.',
          'Swing the arms back as you dip on the standing leg, hinging slightly at the hip.',
          'Drive the arms up and jump onto the box, taking off and landing on the same leg.',
          'Land softly with the whole foot on the box, the knee bent and tracking over the toes.',
          'Stand up tall, step down with both feet and reset.',
          'Complete all reps on one leg, then switch.',
        ],
        tips: [
          'Pick a box 6 to 12 inches (15 to 30 cm) lower than the one you use for two-leg box jumps.',
          'Hold each landing for a second before stepping down, so you build control as well as power.',
        ],
        commonMistakes: [
          'Jumping down off the box on one leg, which adds needless landing stress.',
          'Letting the knee collapse inward as you land.',
          'Putting the free foot down to rescue a poor landing.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte a una pierna a unos 30 cm de un cajón bajo, de 30 a 50 cm de altura para empezar.',
          'Lleva los brazos atrás mientras flexionas la pierna de apoyo, inclinando un poco la cadera.',
          'Lanza los brazos arriba y salta al cajón, despegando y aterrizando con la misma pierna.',
          'Aterriza con suavidad con todo el pie sobre el cajón, la rodilla flexionada y alineada con la punta.',
          'Ponte de pie, baja apoyando los dos pies y recoloca.',
          'Haz todas las repeticiones con una pierna y luego cambia.',
        ],
        tips: [
          'Elige un cajón entre 15 y 30 cm más bajo que el que usas para el salto a dos piernas.',
          'Mantén cada aterrizaje un segundo antes de bajar para ganar control además de potencia.',
        ],
        commonMistakes: [
          'Bajar del cajón saltando a una pierna, lo que añade un impacto innecesario.',
          'Dejar que la rodilla se vaya hacia dentro al aterrizar.',
          'Apoyar el pie libre para salvar un mal aterrizaje.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Salto al cajón a una pierna', aliases: ['Box jump a una pierna', 'Salto unipodal al cajón'] } },
  },
  {
    code: 'SEATED_BOX_JUMP',
    name: 'Seated Box Jump',
    aliases: ['Seated Jump to Box', 'Bench-to-Box Jump'],
    type: 'JUMP_TRAINING',
    tags: ['PLYOMETRIC', 'LEGS_SPLIT', 'BODYWEIGHT_WITH_EQUIPMENT'],
    requiredEquipment: ['PLYO_BOX'],
    optionalEquipment: [['FLAT_BENCH', 'ADJUSTABLE_BENCH']],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 32, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'SOLEUS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Place a bench or low box about a foot in front of a plyo box, at a height that puts your thighs roughly parallel to the floor when seated.',
          'Sit on the edge with your feet flat, hip-width apart and slightly in front of your knees.',
          'Pause for a full second so the jump starts from a dead stop.',
          'Swing your arms forward and up, lean in slightly and jump explosively from the seat onto the box.',
          'Land softly in a quarter squat with your whole foot on the box.',
          'Stand up, step down and sit back on the bench for the next rep.',
        ],
        tips: [
          'Taking away the countermovement makes this a pure test of starting strength, so keep the box modest.',
          'Rock your chest forward over your feet just before take-off to get the hips into the jump.',
        ],
        commonMistakes: [
          'Bouncing off the seat instead of pausing, which brings the stretch reflex back in.',
          'Leaning back and jumping with the feet too far forward.',
          'Choosing a box so high that you land in a deep squat.',
        ],
      },
      'es-ES': {
        steps: [
          'Coloca un banco o un cajón bajo a unos 30 cm por delante de un cajón pliométrico, con una altura que deje los muslos más o menos paralelos al suelo al sentarte.',
          'Siéntate en el borde con los pies apoyados, a la anchura de la cadera y un poco por delante de las rodillas.',
          'Haz una pausa de un segundo completo para que el salto empiece desde parado.',
          'Lanza los brazos hacia delante y arriba, inclínate un poco y salta de forma explosiva desde el asiento al cajón.',
          'Aterriza con suavidad en cuarto de sentadilla, con todo el pie sobre el cajón.',
          'Ponte de pie, baja y vuelve a sentarte en el banco para la siguiente repetición.',
        ],
        tips: [
          'Al quitar el contramovimiento, el ejercicio mide pura fuerza de arranque, así que usa un cajón moderado.',
          'Lleva el pecho hacia delante por encima de los pies justo antes de despegar para meter la cadera en el salto.',
        ],
        commonMistakes: [
          'Rebotar en el asiento en lugar de hacer la pausa, lo que vuelve a meter el reflejo de estiramiento.',
          'Echarte atrás y saltar con los pies demasiado adelantados.',
          'Elegir un cajón tan alto que aterrizas en sentadilla profunda.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Salto al cajón desde sentado', aliases: ['Box jump sentado', 'Salto sentado al cajón'] } },
  },
  {
    code: 'LATERAL_BOX_JUMP',
    name: 'Lateral Box Jump',
    aliases: ['Side Box Jump', 'Lateral Jump to Box'],
    type: 'JUMP_TRAINING',
    tags: ['PLYOMETRIC', 'LEGS_SPLIT', 'BODYWEIGHT_WITH_EQUIPMENT'],
    requiredEquipment: ['PLYO_BOX'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 26, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 16, isPrimary: true },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'SOLEUS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand side-on to a low box, about a foot away, with your feet hip-width apart.',
          'Dip into a quarter squat and swing your arms across your body toward the box.',
          'Jump sideways onto the box, pushing off mostly from the outside leg.',
          'Land with both feet on the box at the same moment, knees bent and hips level.',
          'Step down on the far side or back the way you came, then reset facing the other direction.',
          'Alternate sides so both directions get equal reps.',
        ],
        tips: [
          'Start with a box no higher than 12 to 18 inches (30 to 45 cm); sideways take-offs produce less height than forward ones.',
          'Lateral jumps carry over well to court and field sports that demand quick changes of direction.',
        ],
        commonMistakes: [
          'Landing lead foot first, so your body twists on top of the box.',
          'Letting the knees cave as the hips absorb the sideways force.',
        ],
      },
      'es-ES': {
        steps: [
          'Colócate de lado junto a un cajón bajo, a unos 30 cm, con los pies a la anchura de la cadera.',
          'Baja a un cuarto de sentadilla y lleva los brazos cruzando el cuerpo hacia el cajón.',
          'Salta de lado al cajón, impulsándote sobre todo con la pierna exterior.',
          'Aterriza con los dos pies a la vez sobre el cajón, rodillas flexionadas y cadera nivelada.',
          'Baja por el otro lado o por donde subiste y recoloca mirando hacia el otro lado.',
          'Alterna los lados para que ambas direcciones tengan las mismas repeticiones.',
        ],
        tips: [
          'Empieza con un cajón de no más de 30 a 45 cm; los despegues laterales dan menos altura que los frontales.',
          'Los saltos laterales se transfieren bien a los deportes de pista y de campo que exigen cambios de dirección rápidos.',
        ],
        commonMistakes: [
          'Aterrizar primero con el pie adelantado, de modo que el cuerpo gira encima del cajón.',
          'Dejar que las rodillas se hundan cuando la cadera absorbe la fuerza lateral.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Salto lateral al cajón', aliases: ['Box jump lateral', 'Salto al cajón de lado'] } },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // Agility ladder
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'AGILITY_LADDER_QUICK_FEET',
    name: 'Agility Ladder Quick Feet',
    aliases: ['Ladder Two-In Run', 'Two Feet in Each Square', 'Ladder Run'],
    type: 'BODYWEIGHT_REPS',
    tags: ['CARDIO', 'GOOD_WARMUP', 'BODYWEIGHT_WITH_EQUIPMENT'],
    requiredEquipment: ['AGILITY_LADDER'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 24, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 18, isPrimary: true },
      { muscleCode: 'SOLEUS', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'TIBIALIS_ANTERIOR', targetPercentage: 12, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lay the ladder flat on a non-slip surface and stand facing it at one end.',
          'Step into the first square with your lead foot, then the other foot, so both feet touch down in every square.',
          'Move square by square down the ladder, staying on the balls of your feet with your knees slightly bent.',
          'Pump your arms in rhythm with your feet and keep your eyes up rather than on the rungs.',
          'Accelerate for a few steps out of the end of the ladder, walk back and repeat; each pass counts as one rep.',
        ],
        tips: [
          'Go slowly until the pattern is clean, then add speed; sloppy fast feet teach nothing.',
          'Switch the lead foot on alternate passes.',
        ],
        commonMistakes: [
          'Stepping on the rungs and sliding the ladder out of place.',
          'Landing flat-footed on the heels.',
          'Leaning so far forward that the feet trail behind the body.',
        ],
      },
      'es-ES': {
        steps: [
          'Extiende la escalera sobre una superficie que no resbale y colócate de frente en un extremo.',
          'Mete el pie que guía en el primer cuadro y luego el otro, de modo que los dos pies apoyen en cada cuadro.',
          'Avanza cuadro a cuadro por la escalera, sobre la parte delantera de los pies y con las rodillas un poco flexionadas.',
          'Mueve los brazos al ritmo de los pies y mira al frente en lugar de a los travesaños.',
          'Acelera unos pasos al salir de la escalera, vuelve andando y repite; cada pasada cuenta como una repetición.',
        ],
        tips: [
          'Ve despacio hasta que el patrón salga limpio y luego añade velocidad; unos pies rápidos pero descuidados no enseñan nada.',
          'Cambia el pie que guía en pasadas alternas.',
        ],
        commonMistakes: [
          'Pisar los travesaños y mover la escalera de sitio.',
          'Apoyar con el pie plano sobre los talones.',
          'Inclinarte tanto hacia delante que los pies se quedan por detrás del cuerpo.',
        ],
      },
    },
    names: {
      'es-ES': {
        name: 'Pies rápidos en escalera de coordinación',
        aliases: ['Dos apoyos por cuadro en escalera', 'Carrera en escalera de agilidad'],
      },
    },
  },
  {
    code: 'ICKY_SHUFFLE',
    name: 'Icky Shuffle',
    aliases: ['Ickey Shuffle', 'In-In-Out Ladder Drill'],
    type: 'BODYWEIGHT_REPS',
    tags: ['CARDIO', 'GOOD_WARMUP', 'BODYWEIGHT_WITH_EQUIPMENT'],
    requiredEquipment: ['AGILITY_LADDER'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 18, isPrimary: true },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 16, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'SOLEUS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TENSOR_FASCIAE_LATAE', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand to the left of the ladder at one end, facing down its length.',
          'Step your right foot into the first square, then your left foot in beside it.',
          'Step your right foot out to the right side of the ladder, next to the second square.',
          'Step your left foot into the second square, then your right foot in beside it, and step the left foot out to the left.',
          'Keep the in-in-out rhythm going to the end of the ladder; each pass counts as one rep.',
        ],
        tips: [
          'Say the rhythm out loud, "in, in, out", until your feet do it without thinking.',
          'Keep your hips facing forward; only the feet travel from side to side.',
        ],
        commonMistakes: [
          'Crossing the feet or skipping a square as the tempo rises.',
          'Taking big, slow steps out to the side instead of short, quick ones.',
        ],
      },
      'es-ES': {
        steps: [
          'Colócate a la izquierda de la escalera en un extremo, mirando a lo largo de ella.',
          'Mete el pie derecho en el primer cuadro y después el izquierdo a su lado.',
          'Saca el pie derecho por el lado derecho de la escalera, junto al segundo cuadro.',
          'Mete el pie izquierdo en el segundo cuadro, después el derecho a su lado, y saca el izquierdo por la izquierda.',
          'Mantén el ritmo dentro-dentro-fuera hasta el final de la escalera; cada pasada cuenta como una repetición.',
        ],
        tips: [
          'Di el ritmo en voz alta, «dentro, dentro, fuera», hasta que los pies lo hagan sin pensar.',
          'Mantén la cadera mirando al frente; solo los pies se mueven de lado a lado.',
        ],
        commonMistakes: [
          'Cruzar los pies o saltarte un cuadro cuando sube el ritmo.',
          'Dar pasos largos y lentos hacia fuera en lugar de cortos y rápidos.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Icky shuffle', aliases: ['Dentro-dentro-fuera en escalera', 'Ickey shuffle'] } },
  },
  {
    code: 'AGILITY_LADDER_LATERAL_SHUFFLE',
    name: 'Agility Ladder Lateral Shuffle',
    aliases: ['Lateral Two-In Ladder', 'Ladder Side Steps', 'Lateral Ladder Run'],
    type: 'BODYWEIGHT_REPS',
    tags: ['CARDIO', 'GOOD_WARMUP', 'BODYWEIGHT_WITH_EQUIPMENT'],
    requiredEquipment: ['AGILITY_LADDER'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 18, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 16, isPrimary: false },
      { muscleCode: 'SOLEUS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'TENSOR_FASCIAE_LATAE', targetPercentage: 12, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand side-on at one end of the ladder in an athletic stance, knees bent and hips back.',
          'Step the lead foot into the first square, then bring the trailing foot into the same square.',
          'Move sideways square by square, two quick steps per square, without crossing your feet.',
          'Keep your chest up, shoulders level and weight on the balls of your feet.',
          'At the end, come back leading with the other foot; each pass counts as one rep.',
        ],
        tips: [
          'Stay low enough that your head stays at the same height the whole way across.',
          'At first, quick and light contacts matter more than getting through the ladder fast.',
        ],
        commonMistakes: [
          'Standing up tall, which slows the feet and raises your center of mass.',
          'Letting the trailing foot clip the rung.',
        ],
      },
      'es-ES': {
        steps: [
          'Colócate de lado en un extremo de la escalera, en posición atlética con las rodillas flexionadas y la cadera atrás.',
          'Mete el pie que guía en el primer cuadro y lleva el de atrás al mismo cuadro.',
          'Desplázate de lado cuadro a cuadro, con dos pasos rápidos por cuadro y sin cruzar los pies.',
          'Mantén el pecho alto, los hombros nivelados y el peso sobre la parte delantera de los pies.',
          'Al final, vuelve guiando con el otro pie; cada pasada cuenta como una repetición.',
        ],
        tips: [
          'Mantente lo bastante bajo para que la cabeza quede a la misma altura durante todo el recorrido.',
          'Al principio importan más los apoyos rápidos y ligeros que recorrer la escalera deprisa.',
        ],
        commonMistakes: [
          'Ponerte erguido, lo que frena los pies y sube tu centro de gravedad.',
          'Dejar que el pie de atrás golpee el travesaño.',
        ],
      },
    },
    names: {
      'es-ES': {
        name: 'Desplazamiento lateral en escalera de coordinación',
        aliases: ['Pasos laterales en escalera', 'Lateral en escalera de agilidad'],
      },
    },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // Strikes and combat drills
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'JAB_CROSS',
    name: 'Jab-Cross',
    aliases: ['One-Two', '1-2 Combo', 'Jab Cross Combo'],
    type: 'REPS_ONLY',
    tags: ['MARTIAL_ARTS', 'BODYWEIGHT_ONLY', 'HOME_EXERCISE'],
    requiredEquipment: [],
    optionalEquipment: ['HEAVY_BAG'],
    muscleUsage: [
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 16, isPrimary: true },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 16, isPrimary: true },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'INTERNAL_OBLIQUES', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'QUADRICEPS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand in your stance: lead foot forward, feet a little wider than shoulder-width, hands up by your cheeks and chin tucked.',
          'Snap the lead hand straight out, turning the palm down as the arm extends, and bring it straight back to your cheek.',
          'As the jab returns, throw the rear hand straight down the center line.',
          'Drive the cross by pushing off the ball of the rear foot and turning the rear hip and shoulder through toward the target.',
          'Return the rear hand to your cheek and reset your stance; one jab plus one cross counts as one rep.',
        ],
        tips: [
          'The jab measures the distance; the cross lands where the jab has just been.',
          'Keep the lead hand at your face while the cross goes out.',
          'Exhale sharply on each punch.',
        ],
        commonMistakes: [
          'Dropping the jab hand on the way back, which leaves you open to counters.',
          'Pushing the cross with the arm alone and leaving the rear heel planted.',
          'Leaning the head out over the lead knee at full extension.',
        ],
      },
      'es-ES': {
        steps: [
          'Colócate en guardia: pie adelantado delante, pies algo más separados que los hombros, manos a la altura de las mejillas y barbilla recogida.',
          'Lanza la mano adelantada recta, girando la palma hacia abajo al extender el brazo, y devuélvela recta a la mejilla.',
          'Mientras el jab vuelve, lanza la mano de atrás recta por la línea central.',
          'Impulsa el directo empujando con la parte delantera del pie de atrás y girando la cadera y el hombro de atrás hacia el objetivo.',
          'Devuelve la mano de atrás a la mejilla y recoloca la guardia; un jab más un directo cuentan como una repetición.',
        ],
        tips: [
          'El jab mide la distancia; el directo llega donde acaba de estar el jab.',
          'Mantén la mano adelantada en la cara mientras sale el directo.',
          'Suelta el aire con fuerza en cada golpe.',
        ],
        commonMistakes: [
          'Bajar la mano del jab al recogerla, lo que te deja expuesto a la réplica.',
          'Empujar el directo solo con el brazo y dejar clavado el talón de atrás.',
          'Asomar la cabeza por encima de la rodilla adelantada en la extensión.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Jab-directo', aliases: ['Uno-dos', 'Jab y directo', 'Combinación uno-dos'] } },
  },
  {
    code: 'HOOK_PUNCH',
    name: 'Hook Punch',
    aliases: ['Lead Hook', 'Boxing Hook'],
    type: 'REPS_ONLY',
    tags: ['MARTIAL_ARTS', 'BODYWEIGHT_ONLY', 'HOME_EXERCISE'],
    requiredEquipment: [],
    optionalEquipment: ['HEAVY_BAG'],
    muscleUsage: [
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 16, isPrimary: true },
      { muscleCode: 'INTERNAL_OBLIQUES', targetPercentage: 14, isPrimary: true },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'LATERAL_DELTOID', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'QUADRICEPS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 6, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'From your stance, keep both hands up and your elbows in.',
          'Shift your weight slightly onto the lead leg and pivot the lead foot so the heel turns out.',
          'Turn your hips and shoulders together, bringing the lead arm around in a horizontal arc with the elbow bent about 90 degrees.',
          'Keep the fist, forearm and elbow in one line at shoulder height, with the thumb up or the knuckles forward.',
          'Stop the punch at the center line by turning back, and return the hand to your cheek; each hook is one rep.',
        ],
        tips: [
          'The power comes from the pivot and hip turn; the arm is just the handle on a swinging door.',
          'Keep the rear hand glued to your chin while you throw.',
        ],
        commonMistakes: [
          'Winding the arm back before throwing, which telegraphs the punch.',
          'Opening the elbow so the punch turns into a wide swing.',
          'Leaving the lead foot flat, which twists the knee.',
        ],
      },
      'es-ES': {
        steps: [
          'Desde la guardia, mantén las dos manos arriba y los codos pegados.',
          'Pasa un poco el peso a la pierna adelantada y pivota ese pie de modo que el talón gire hacia fuera.',
          'Gira cadera y hombros a la vez, llevando el brazo adelantado en un arco horizontal con el codo flexionado a unos 90 grados.',
          'Mantén puño, antebrazo y codo en línea a la altura del hombro, con el pulgar arriba o los nudillos al frente.',
          'Frena el golpe en la línea central girando de vuelta y devuelve la mano a la mejilla; cada crochet es una repetición.',
        ],
        tips: [
          'La potencia sale del pivote y del giro de cadera; el brazo es solo el tirador de una puerta que gira.',
          'Mantén la mano de atrás pegada a la barbilla mientras golpeas.',
        ],
        commonMistakes: [
          'Echar el brazo atrás antes de lanzar, lo que delata el golpe.',
          'Abrir el codo de forma que el golpe se convierte en un barrido amplio.',
          'Dejar el pie adelantado plano, lo que retuerce la rodilla.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Crochet', aliases: ['Gancho', 'Crochet de boxeo'] } },
  },
  {
    code: 'UPPERCUT',
    name: 'Uppercut',
    aliases: ['Uppercut Punch', 'Rear Uppercut'],
    type: 'REPS_ONLY',
    tags: ['MARTIAL_ARTS', 'BODYWEIGHT_ONLY', 'HOME_EXERCISE'],
    requiredEquipment: [],
    optionalEquipment: ['HEAVY_BAG'],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 18, isPrimary: true },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 18, isPrimary: true },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 16, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'INTERNAL_OBLIQUES', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'BICEPS_LONG_HEAD', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'From your stance, dip slightly by bending the knees and dropping the rear shoulder a few inches.',
          'Keep the rear elbow bent at about 90 degrees with the palm facing you.',
          'Drive up from the legs and rotate the rear hip forward, letting the fist rise in a short, tight arc to chin height.',
          'Keep the elbow in front of your body rather than swinging it out to the side.',
          'Bring the hand straight back to your cheek and reset; each uppercut is one rep, and both hands get equal work.',
        ],
        tips: [
          'Think of standing up into the punch rather than lifting the arm.',
          'Throw uppercuts at close range; from long range they leave you wide open.',
        ],
        commonMistakes: ['Dropping the hand to the waist before throwing, which telegraphs the punch.', 'Leaning back as the fist rises.'],
      },
      'es-ES': {
        steps: [
          'Desde la guardia, baja un poco flexionando las rodillas y dejando caer unos centímetros el hombro de atrás.',
          'Mantén el codo de atrás flexionado a unos 90 grados con la palma mirando hacia ti.',
          'Empuja desde las piernas y gira la cadera de atrás hacia delante, dejando que el puño suba en un arco corto y cerrado hasta la altura de la barbilla.',
          'Mantén el codo por delante del cuerpo en lugar de abrirlo hacia el lado.',
          'Devuelve la mano recta a la mejilla y recoloca; cada uppercut es una repetición, y las dos manos trabajan lo mismo.',
        ],
        tips: [
          'Piensa en ponerte de pie dentro del golpe en lugar de levantar el brazo.',
          'Lanza los uppercuts a corta distancia; desde lejos te dejan totalmente expuesto.',
        ],
        commonMistakes: [
          'Bajar la mano a la cintura antes de lanzar, lo que delata el golpe.',
          'Echarte hacia atrás mientras sube el puño.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Uppercut', aliases: ['Gancho ascendente', 'Gancho al mentón', 'Upper'] } },
  },
  {
    code: 'SIDE_KICK',
    name: 'Side Kick',
    aliases: ['Lateral Kick', 'Yop Chagi', 'Yoko Geri'],
    type: 'REPS_ONLY',
    tags: ['MARTIAL_ARTS', 'UNILATERAL', 'BALANCE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['HEAVY_BAG'],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 18, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 18, isPrimary: true },
      { muscleCode: 'TENSOR_FASCIAE_LATAE', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'QUADRATUS_LUMBORUM', targetPercentage: 8, isPrimary: false },
      { muscleCode: 'GLUTEUS_MINIMUS', targetPercentage: 6, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 6, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand in a fighting stance, then turn so your kicking side faces the target.',
          'Lift the kicking knee up toward your chest, with the foot flexed and the heel pointing at the target.',
          'Pivot on the standing foot until its heel points toward the target.',
          'Drive the leg straight out to the side, striking with the heel and outer edge of the foot while your torso leans away to counterbalance.',
          'Pull the knee back to the chamber before setting the foot down; each kick is one rep, then switch sides.',
        ],
        tips: [
          'Hip, knee and heel should form a straight line at full extension.',
          'Hold a wall or chair while you learn to chamber and extend cleanly.',
        ],
        commonMistakes: [
          'Kicking toes first, which turns it into a sloppy roundhouse.',
          'Skipping the pivot of the standing foot, which strains the hip and knee.',
          'Dropping the guard as the torso tilts.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte en guardia y gírate para que el lado de la pierna que patea quede de cara al objetivo.',
          'Sube la rodilla de la pierna que patea hacia el pecho, con el pie flexionado y el talón apuntando al objetivo.',
          'Pivota sobre el pie de apoyo hasta que su talón apunte hacia el objetivo.',
          'Extiende la pierna en línea recta hacia el lado, golpeando con el talón y el borde exterior del pie, mientras el tronco se inclina al lado contrario para compensar.',
          'Recoge la rodilla a la posición de carga antes de apoyar el pie; cada patada es una repetición, y luego cambia de lado.',
        ],
        tips: [
          'Cadera, rodilla y talón deben quedar en línea recta en la máxima extensión.',
          'Apóyate en una pared o una silla mientras aprendes a cargar y extender con limpieza.',
        ],
        commonMistakes: [
          'Patear con la punta por delante, lo que la convierte en una patada circular descuidada.',
          'Saltarte el pivote del pie de apoyo, lo que fuerza la cadera y la rodilla.',
          'Bajar la guardia al inclinar el tronco.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Patada lateral', aliases: ['Yop chagi', 'Yoko geri', 'Patada de costado'] } },
  },
  {
    code: 'KNEE_STRIKE',
    name: 'Knee Strike',
    aliases: ['Straight Knee', 'Muay Thai Knee', 'Thai Knee'],
    type: 'REPS_ONLY',
    tags: ['MARTIAL_ARTS', 'UNILATERAL', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['HEAVY_BAG'],
    muscleUsage: [
      { muscleCode: 'ILIOPSOAS', targetPercentage: 26, isPrimary: true },
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 16, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'QUADRICEPS', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          "From your stance, reach both hands forward as if gripping the back of an opponent's head, or hold the sides of a heavy bag.",
          'If you are kneeing with the rear leg, step the lead foot slightly out to open the hips.',
          'Drive the rear knee up and forward while pulling your hands down toward it.',
          'Rise onto the ball of the standing foot and push the hips forward so the point of the knee lands first.',
          'Return the foot to your stance and reset; each knee is one rep, and both legs get equal work.',
        ],
        tips: [
          'Point the toes of the striking leg down to lock the knee into a hard striking surface.',
          'Lean back slightly from the hips so the knee travels forward, not just upward.',
        ],
        commonMistakes: [
          'Lifting the knee straight up like a high-knee drill, with no hip drive.',
          'Hunching forward over the knee, which shortens the strike.',
        ],
      },
      'es-ES': {
        steps: [
          'Desde la guardia, lleva las dos manos hacia delante como si agarraras la nuca de un rival, o sujeta los laterales de un saco.',
          'Si golpeas con la rodilla de atrás, adelanta un poco el pie delantero hacia fuera para abrir la cadera.',
          'Lanza la rodilla de atrás hacia arriba y hacia delante mientras tiras de las manos hacia ella.',
          'Ponte sobre la parte delantera del pie de apoyo y empuja la cadera hacia delante para que golpee primero la punta de la rodilla.',
          'Devuelve el pie a la guardia y recoloca; cada rodillazo es una repetición, y las dos piernas trabajan lo mismo.',
        ],
        tips: [
          'Apunta los dedos de la pierna que golpea hacia abajo para que la rodilla sea una superficie de golpeo dura.',
          'Échate un poco atrás desde la cadera para que la rodilla avance hacia delante y no solo hacia arriba.',
        ],
        commonMistakes: [
          'Subir la rodilla recta hacia arriba como en un skipping, sin empuje de cadera.',
          'Encorvarte sobre la rodilla, lo que acorta el golpe.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Rodillazo', aliases: ['Golpe de rodilla', 'Rodilla recta'] } },
  },
  {
    code: 'ELBOW_STRIKE',
    name: 'Elbow Strike',
    aliases: ['Horizontal Elbow', 'Muay Thai Elbow'],
    type: 'REPS_ONLY',
    tags: ['MARTIAL_ARTS', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['HEAVY_BAG'],
    muscleUsage: [
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 18, isPrimary: true },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 18, isPrimary: true },
      { muscleCode: 'INTERNAL_OBLIQUES', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'LATERAL_DELTOID', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'QUADRICEPS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'From your stance, stand close to the target; elbows are thrown at the range where a hook would be too long.',
          'Raise the striking elbow to shoulder height with the forearm parallel to the floor and the hand near your opposite shoulder.',
          'Pivot on the ball of the same-side foot and turn the hips and shoulders through the strike.',
          'Cut across horizontally so the point of the elbow, or the forearm just below it, makes contact.',
          'Return to your guard immediately; each elbow is one rep, then work the other side.',
        ],
        tips: [
          'Keep the other hand high on your face, since elbows are thrown at close quarters.',
          'Use controlled contact on a bag; bare elbows bruise easily.',
        ],
        commonMistakes: [
          'Swinging the elbow below shoulder height, which loses the cutting angle.',
          'Reaching for the target, so the strike lands with the forearm too far from the elbow.',
        ],
      },
      'es-ES': {
        steps: [
          'Desde la guardia, ponte cerca del objetivo: los codos se lanzan a la distancia en la que un crochet quedaría largo.',
          'Sube el codo que golpea a la altura del hombro, con el antebrazo paralelo al suelo y la mano cerca del hombro contrario.',
          'Pivota sobre la parte delantera del pie del mismo lado y gira cadera y hombros con el golpe.',
          'Corta en horizontal para que impacte la punta del codo o el antebrazo justo por debajo.',
          'Vuelve enseguida a la guardia; cada codazo es una repetición, y luego trabaja el otro lado.',
        ],
        tips: [
          'Mantén la otra mano alta en la cara, porque los codos se lanzan en distancia corta.',
          'En el saco, controla el contacto: los codos sin protección se magullan con facilidad.',
        ],
        commonMistakes: [
          'Lanzar el codo por debajo de la altura del hombro, lo que pierde el ángulo de corte.',
          'Estirarte hacia el objetivo, de modo que golpeas con el antebrazo demasiado lejos del codo.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Codazo', aliases: ['Golpe de codo', 'Codo horizontal'] } },
  },
  {
    code: 'SPRAWL',
    name: 'Sprawl',
    aliases: ['Sprawls', 'Wrestling Sprawl', 'Takedown Defense Sprawl'],
    type: 'REPS_ONLY',
    tags: ['MARTIAL_ARTS', 'BODYWEIGHT_ONLY', 'CARDIO', 'COMPOUND'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 18, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 16, isPrimary: true },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 14, isPrimary: false },
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Start in your fighting stance with your hands up and knees bent.',
          'Drop your hands to the floor in front of you and shoot both legs back and wide, landing on the balls of your feet.',
          'Drive your hips down toward the mat and arch slightly, as if pressing your chest and hips onto an opponent.',
          'Keep your head up and your legs wide so they cannot be grabbed.',
          'Snap your feet back under you and return to your stance with your hands up; that is one rep.',
        ],
        tips: [
          "Speed matters more than depth; practice reacting to a clap or a partner's cue.",
          'Keep your hips heavy rather than pushing up into a plank.',
        ],
        commonMistakes: [
          'Landing on the knees instead of kicking the legs back.',
          'Leaving the hips high in the air, which gives your legs away.',
          'Looking down at the mat.',
        ],
      },
      'es-ES': {
        steps: [
          'Empieza en guardia con las manos arriba y las rodillas flexionadas.',
          'Baja las manos al suelo por delante y lanza las dos piernas hacia atrás y abiertas, apoyando sobre la parte delantera de los pies.',
          'Empuja la cadera hacia el tapiz y arquéate un poco, como si cargaras el pecho y la cadera sobre un rival.',
          'Mantén la cabeza alta y las piernas abiertas para que no te las puedan agarrar.',
          'Recoge rápido los pies bajo el cuerpo y vuelve a la guardia con las manos arriba; eso es una repetición.',
        ],
        tips: [
          'Importa más la velocidad que la profundidad; practica reaccionando a una palmada o a la señal de un compañero.',
          'Mantén la cadera pesada en lugar de subir a una plancha.',
        ],
        commonMistakes: [
          'Caer de rodillas en lugar de lanzar las piernas atrás.',
          'Dejar la cadera alta en el aire, lo que regala las piernas.',
          'Mirar al tapiz.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Sprawl', aliases: ['Defensa de derribo', 'Sprawl de lucha'] } },
  },
  {
    code: 'FOCUS_MITT_WORK',
    name: 'Focus Mitt Work',
    aliases: ['Pad Work', 'Mitt Work', 'Focus Pads'],
    type: 'DURATION',
    tags: ['MARTIAL_ARTS', 'PARTNER', 'CARDIO', 'COMPOUND'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 16, isPrimary: true },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 14, isPrimary: true },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'INTERNAL_OBLIQUES', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'QUADRICEPS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Wrap your hands and put on gloves while your partner puts on a pair of focus mitts.',
          'Face each other in stance at punching range, with the holder showing the mitts at face height.',
          'The holder calls or shows a combination, such as jab, cross, hook, and you throw it at the mitts.',
          'The holder meets each punch with a short push of the mitt and can swing a mitt back at you to make you slip or block.',
          'Move your feet between combinations and keep your guard up throughout the round.',
          'Work 2- to 3-minute rounds, then switch roles or rest.',
        ],
        tips: [
          "Aim through the center of the mitt, not its edge, to protect your partner's wrists.",
          'Holders should keep the mitts close to their own face so the puncher learns a realistic distance.',
          'Agree on the call for each punch before you start.',
        ],
        commonMistakes: [
          'Holding the mitts stiffly out to the sides, which teaches wide, sloppy punches.',
          'Punching before the holder has shown a target.',
          'Dropping the hands to rest between combinations.',
        ],
      },
      'es-ES': {
        steps: [
          'Véndate las manos y ponte los guantes mientras tu compañero se coloca un par de manoplas.',
          'Poneos frente a frente en guardia, a distancia de golpeo, con las manoplas a la altura de la cara de quien las sujeta.',
          'Quien sujeta canta o muestra una combinación, por ejemplo jab, directo y crochet, y tú la lanzas a las manoplas.',
          'Quien sujeta recibe cada golpe con un empuje corto de la manopla y puede lanzarte una manopla para que esquives o bloquees.',
          'Mueve los pies entre combinaciones y mantén la guardia alta durante todo el asalto.',
          'Trabajad asaltos de 2 a 3 minutos y después cambiad los papeles o descansad.',
        ],
        tips: [
          'Apunta al centro de la manopla, no al borde, para proteger las muñecas de tu compañero.',
          'Quien sujeta debe llevar las manoplas cerca de su propia cara para que el que golpea aprenda una distancia realista.',
          'Acordad antes de empezar cómo se canta cada golpe.',
        ],
        commonMistakes: [
          'Sujetar las manoplas rígidas y abiertas hacia los lados, lo que enseña golpes amplios y descuidados.',
          'Golpear antes de que el compañero haya mostrado el objetivo.',
          'Bajar las manos para descansar entre combinaciones.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Trabajo con manoplas', aliases: ['Manoplas', 'Manoplas con compañero'] } },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // Foam rolling and massage ball
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'FOAM_ROLL_IT_BAND',
    name: 'IT Band Foam Roll',
    aliases: ['Foam Roll IT Band', 'TFL Foam Roll', 'Lateral Thigh Foam Roll'],
    type: 'DURATION',
    tags: ['GOOD_WARMUP', 'GOOD_COOLDOWN', 'HOME_EXERCISE'],
    requiredEquipment: ['FOAM_ROLLER'],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'TENSOR_FASCIAE_LATAE', targetPercentage: 40, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 40, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 20, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on your side with the foam roller under the outside of your thigh, just below the hip bone, and prop yourself on your forearm.',
          'Cross the top leg over and plant that foot on the floor in front of you to control how much weight goes onto the roller.',
          'Roll slowly from the TFL at the front of the hip down the side of the thigh to a hand-width above the knee.',
          'Tilt slightly forward to reach the outer quad and slightly back toward the hamstring line.',
          'Spend extra time on the TFL near the front pocket of the hip, pausing on tender spots for a few breaths.',
          'Roll for 45 to 90 seconds, then switch sides.',
        ],
        tips: [
          'The IT band itself barely stretches; the relief comes from the TFL and outer quad that pull on it, so focus there.',
          'Take more weight through the planted foot if the pressure is too intense.',
        ],
        commonMistakes: [
          'Grinding quickly back and forth over the bony outside of the knee.',
          'Holding your breath and tensing up against the pressure.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate de lado con el rodillo bajo la cara externa del muslo, justo por debajo del hueso de la cadera, y apóyate en el antebrazo.',
          'Cruza la pierna de arriba por delante y apoya ese pie en el suelo para controlar cuánto peso va al rodillo.',
          'Rueda despacio desde el TFL, en la parte delantera de la cadera, por el lateral del muslo hasta un palmo por encima de la rodilla.',
          'Inclínate un poco hacia delante para llegar al cuádriceps externo y un poco hacia atrás, hacia la línea del isquio.',
          'Dedica más tiempo al TFL, junto al pliegue delantero de la cadera, parando unas respiraciones en los puntos sensibles.',
          'Rueda de 45 a 90 segundos y cambia de lado.',
        ],
        tips: [
          'La cintilla en sí apenas se estira; el alivio viene del TFL y del cuádriceps externo que tiran de ella, así que céntrate ahí.',
          'Carga más peso en el pie apoyado si la presión es demasiado intensa.',
        ],
        commonMistakes: [
          'Rodar rápido adelante y atrás sobre la parte ósea externa de la rodilla.',
          'Aguantar la respiración y tensarte contra la presión.',
        ],
      },
    },
    names: {
      'es-ES': {
        name: 'Rodillo en cintilla iliotibial',
        aliases: ['Foam roller en la cintilla', 'Rodillo en el TFL', 'Rodillo en cara externa del muslo'],
      },
    },
  },
  {
    code: 'FOAM_ROLL_LATS',
    name: 'Lat Foam Roll',
    aliases: ['Foam Roll Lats', 'Latissimus Foam Roll'],
    type: 'DURATION',
    tags: ['GOOD_WARMUP', 'GOOD_COOLDOWN', 'HOME_EXERCISE'],
    requiredEquipment: ['FOAM_ROLLER'],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 60, isPrimary: true },
      { muscleCode: 'TERES_MAJOR', targetPercentage: 25, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 15, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on your side with the foam roller under your armpit and the bottom arm stretched overhead, thumb pointing up.',
          'Bend the top leg and plant that foot in front of you for control.',
          'Roll slowly from the armpit down the side of your ribs to the bottom of the shoulder blade.',
          'Rotate your torso slightly toward the floor and then toward the ceiling to find the front and back edges of the lat.',
          'Pause on tight spots and reach the arm a little further overhead as you breathe out.',
          'Roll for 45 to 60 seconds, then switch sides.',
        ],
        tips: [
          'Rolling the lats before overhead pressing or snatches often frees up overhead range.',
          'Keep the movement small; the lat is a narrow target on a curved rib cage.',
        ],
        commonMistakes: [
          'Rolling down onto the lower ribs and waist, where there is little muscle to work on.',
          'Letting your head hang without support so the neck strains.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate de lado con el rodillo bajo la axila y el brazo de abajo estirado por encima de la cabeza, con el pulgar hacia arriba.',
          'Flexiona la pierna de arriba y apoya ese pie por delante para controlar el movimiento.',
          'Rueda despacio desde la axila, por el costado de las costillas, hasta la parte baja del omóplato.',
          'Gira un poco el tronco hacia el suelo y luego hacia el techo para encontrar los bordes delantero y trasero del dorsal.',
          'Para en los puntos cargados y estira un poco más el brazo por encima de la cabeza al soltar el aire.',
          'Rueda de 45 a 60 segundos y cambia de lado.',
        ],
        tips: [
          'Pasar el rodillo por los dorsales antes de un press por encima de la cabeza o de una arrancada suele liberar rango por arriba.',
          'Haz movimientos cortos: el dorsal es una zona estrecha sobre una caja torácica curva.',
        ],
        commonMistakes: [
          'Bajar rodando hasta las costillas bajas y la cintura, donde apenas hay músculo que trabajar.',
          'Dejar la cabeza colgando sin apoyo, lo que fuerza el cuello.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Rodillo en dorsales', aliases: ['Foam roller en el dorsal', 'Rodillo en el dorsal ancho'] } },
  },
  {
    code: 'FOAM_ROLL_HAMSTRINGS',
    name: 'Hamstring Foam Roll',
    aliases: ['Foam Roll Hamstrings', 'Hamstring Rolling'],
    type: 'DURATION',
    tags: ['GOOD_WARMUP', 'GOOD_COOLDOWN', 'HOME_EXERCISE'],
    requiredEquipment: ['FOAM_ROLLER'],
    optionalEquipment: ['MASSAGE_BALL', 'YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 40, isPrimary: true },
      { muscleCode: 'SEMITENDINOSUS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'SEMIMEMBRANOSUS', targetPercentage: 30, isPrimary: true },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Sit with the foam roller under the backs of your thighs and your hands on the floor behind your hips.',
          'Lift your hips so your weight rests on the roller and your hands.',
          'Roll slowly from just above the backs of the knees up to just below the sit bones.',
          'Turn the legs outward to reach the inner hamstrings and inward to reach the outer hamstring.',
          'Stack one leg on the other to work a single side with more pressure, pausing on tight spots.',
          'Roll for 45 to 90 seconds per leg.',
        ],
        tips: [
          'If you can barely feel the roller, switch to a firmer one or sit on a massage ball instead.',
          'While paused on a tight spot, slowly bend and straighten the knee a few times.',
        ],
        commonMistakes: [
          'Rolling directly into the back of the knee.',
          'Hunching the shoulders up toward the ears while you hold your weight.',
        ],
      },
      'es-ES': {
        steps: [
          'Siéntate con el rodillo bajo la parte trasera de los muslos y las manos en el suelo por detrás de la cadera.',
          'Levanta la cadera para que el peso quede sobre el rodillo y las manos.',
          'Rueda despacio desde justo por encima de la parte trasera de las rodillas hasta justo por debajo de los isquiones.',
          'Gira las piernas hacia fuera para llegar a los isquios internos y hacia dentro para el externo.',
          'Cruza una pierna sobre la otra para trabajar un lado con más presión, parando en los puntos cargados.',
          'Rueda de 45 a 90 segundos por pierna.',
        ],
        tips: [
          'Si apenas notas el rodillo, cambia a uno más duro o siéntate sobre una pelota de masaje.',
          'Mientras estás parado en un punto cargado, flexiona y estira despacio la rodilla varias veces.',
        ],
        commonMistakes: [
          'Rodar directamente sobre la parte trasera de la rodilla.',
          'Encoger los hombros hacia las orejas mientras sostienes el peso.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Rodillo en isquiotibiales', aliases: ['Foam roller en isquios', 'Rodillo en la parte trasera del muslo'] } },
  },
  {
    code: 'FOAM_ROLL_ADDUCTORS',
    name: 'Adductor Foam Roll',
    aliases: ['Inner Thigh Foam Roll', 'Foam Roll Adductors', 'Groin Foam Roll'],
    type: 'DURATION',
    tags: ['GOOD_WARMUP', 'GOOD_COOLDOWN', 'HOME_EXERCISE'],
    requiredEquipment: ['FOAM_ROLLER'],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'ADDUCTORS', targetPercentage: 80, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 20, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie face down on your forearms and bring one knee out to the side, bent about 90 degrees like a frog leg.',
          'Place the foam roller under the inner thigh of that leg, parallel to your body, just above the knee.',
          'Shift your hips toward and away from the roller to roll from above the knee up toward the groin.',
          'Stop short of the pubic bone, and work the upper section more slowly and with less pressure.',
          'Pause on tender spots and let the leg relax into the roller.',
          'Roll for 45 to 90 seconds, then switch legs.',
        ],
        tips: [
          'Useful before squats and sumo deadlifts, where tight adductors often limit depth.',
          'Control the pressure by how much weight you keep on your forearms.',
        ],
        commonMistakes: [
          'Rolling right up into the groin attachment, which irritates more than it helps.',
          'Letting the lower back sag while propped on the forearms.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate boca abajo apoyado en los antebrazos y saca una rodilla hacia el lado, flexionada a unos 90 grados, como una pata de rana.',
          'Coloca el rodillo bajo la cara interna de ese muslo, paralelo al cuerpo, justo por encima de la rodilla.',
          'Desplaza la cadera hacia el rodillo y en sentido contrario para rodar desde encima de la rodilla hacia la ingle.',
          'Detente antes del pubis y trabaja la parte alta más despacio y con menos presión.',
          'Para en los puntos sensibles y deja que la pierna se relaje sobre el rodillo.',
          'Rueda de 45 a 90 segundos y cambia de pierna.',
        ],
        tips: [
          'Viene bien antes de sentadillas y peso muerto sumo, donde unos aductores cargados suelen limitar la profundidad.',
          'Controla la presión con el peso que dejas sobre los antebrazos.',
        ],
        commonMistakes: [
          'Subir rodando hasta la inserción de la ingle, lo que irrita más de lo que ayuda.',
          'Dejar que se hunda la zona lumbar mientras estás apoyado en los antebrazos.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Rodillo en aductores', aliases: ['Foam roller en aductores', 'Rodillo en la cara interna del muslo'] } },
  },
  {
    code: 'MASSAGE_BALL_GLUTES',
    name: 'Glute Massage Ball Release',
    aliases: ['Lacrosse Ball Glute Release', 'Massage Ball Glutes', 'Piriformis Ball Release'],
    type: 'DURATION',
    tags: ['GOOD_WARMUP', 'GOOD_COOLDOWN', 'HOME_EXERCISE'],
    requiredEquipment: ['MASSAGE_BALL'],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 50, isPrimary: true },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 30, isPrimary: false },
      { muscleCode: 'GLUTEUS_MINIMUS', targetPercentage: 20, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Sit on the floor with a massage ball under one buttock and your hands behind you for support.',
          'Cross that ankle over the opposite knee to stretch the glute and expose the deeper hip rotators.',
          'Lean your weight onto the ball and roll it in small circles across the glute.',
          'Shift slightly outward toward the side of the hip to reach the glute medius below the hip bone.',
          'When you find a tender spot, stay on it for 20 to 30 seconds while breathing slowly.',
          'Work for 60 to 90 seconds, then switch sides.',
        ],
        tips: [
          'Lean against a wall instead of sitting on the floor if the pressure is too much.',
          'A softer ball is kinder for beginners; a lacrosse ball gives the most precise pressure.',
        ],
        commonMistakes: [
          'Sitting directly on the sit bone or along the path of the sciatic nerve, which causes tingling or sharp pain.',
          'Rolling fast and hard, as if more pain meant more benefit.',
        ],
      },
      'es-ES': {
        steps: [
          'Siéntate en el suelo con una pelota de masaje bajo un glúteo y las manos detrás para apoyarte.',
          'Cruza ese tobillo sobre la rodilla contraria para estirar el glúteo y dejar expuestos los rotadores profundos de la cadera.',
          'Carga el peso sobre la pelota y hazla rodar en círculos pequeños por el glúteo.',
          'Desplázate un poco hacia el lateral de la cadera para llegar al glúteo medio, por debajo del hueso de la cadera.',
          'Cuando encuentres un punto sensible, quédate en él de 20 a 30 segundos respirando despacio.',
          'Trabaja de 60 a 90 segundos y cambia de lado.',
        ],
        tips: [
          'Apóyate contra una pared en lugar de sentarte en el suelo si la presión es excesiva.',
          'Una pelota más blanda es más amable para empezar; una de lacrosse da la presión más precisa.',
        ],
        commonMistakes: [
          'Sentarte justo sobre el isquion o sobre el trayecto del nervio ciático, lo que provoca hormigueo o dolor agudo.',
          'Rodar rápido y fuerte, como si más dolor significara más beneficio.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Pelota de masaje en glúteo', aliases: ['Liberación de glúteo con pelota', 'Pelota en el piriforme'] } },
  },
  {
    code: 'MASSAGE_BALL_PEC_RELEASE',
    name: 'Pec Massage Ball Release',
    aliases: ['Lacrosse Ball Pec Release', 'Pec Minor Release', 'Chest Ball Release'],
    type: 'DURATION',
    tags: ['GOOD_WARMUP', 'GOOD_COOLDOWN', 'HOME_EXERCISE'],
    requiredEquipment: ['MASSAGE_BALL'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'PECTORALIS_MINOR', targetPercentage: 40, isPrimary: true },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'PECTORALIS_MAJOR_CLAVICULAR', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand facing a wall or doorframe and place a massage ball just below your collarbone, toward the front of the shoulder.',
          'Lean into the wall so the ball presses into your chest, turning your head away from that side.',
          'Make small movements up, down and sideways to find tight spots between the collarbone and the armpit.',
          'Once on a tender spot, slowly slide that arm up the wall and back down a few times.',
          'Spend 60 to 90 seconds on each side.',
        ],
        tips: [
          'Releasing the pec minor before upper-back work helps the shoulder blades settle back.',
          'Lying face down on the ball lets you apply more pressure once the wall version feels easy.',
        ],
        commonMistakes: [
          'Pressing into the armpit or directly on the collarbone.',
          'Shrugging the shoulder up while leaning into the ball.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte de frente a una pared o al marco de una puerta y coloca una pelota de masaje justo debajo de la clavícula, hacia la parte delantera del hombro.',
          'Apóyate en la pared para que la pelota presione el pecho, girando la cabeza hacia el lado contrario.',
          'Haz pequeños movimientos arriba, abajo y a los lados para encontrar puntos cargados entre la clavícula y la axila.',
          'Cuando estés sobre un punto sensible, desliza despacio ese brazo hacia arriba por la pared y bájalo varias veces.',
          'Dedica de 60 a 90 segundos a cada lado.',
        ],
        tips: [
          'Liberar el pectoral menor antes del trabajo de espalda alta ayuda a que los omóplatos se asienten atrás.',
          'Tumbado boca abajo sobre la pelota puedes aplicar más presión cuando la versión en pared te resulte fácil.',
        ],
        commonMistakes: [
          'Presionar dentro de la axila o directamente sobre la clavícula.',
          'Encoger el hombro mientras te apoyas en la pelota.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Pelota de masaje en pectoral', aliases: ['Liberación de pectoral con pelota', 'Pelota en el pectoral menor'] },
    },
  },
  {
    code: 'MASSAGE_BALL_UPPER_TRAP',
    name: 'Upper Trap Massage Ball Release',
    aliases: ['Lacrosse Ball Trap Release', 'Upper Trap Ball Release'],
    type: 'DURATION',
    tags: ['GOOD_COOLDOWN', 'HOME_EXERCISE'],
    requiredEquipment: ['MASSAGE_BALL'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'UPPER_TRAPEZIUS', targetPercentage: 55, isPrimary: true },
      { muscleCode: 'LEVATOR_SCAPULAE', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'SPLENIUS_CAPITIS', targetPercentage: 15, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand with your back to a wall and place a massage ball on top of one shoulder blade, between the neck and the point of the shoulder.',
          'Bend your knees slightly and lean back so the ball is pinned against the wall.',
          'Bend and straighten your legs to move a few inches up and down, rolling the ball over the muscle.',
          'On a tender spot, hold still and slowly tilt your head away from the ball, then back to center.',
          'Work each side for 60 to 90 seconds.',
        ],
        tips: [
          'Lying on your back with the ball under the shoulder gives more pressure if the wall version is too light.',
          'Follow it with a slow neck stretch while the muscle is relaxed.',
        ],
        commonMistakes: [
          'Pressing on the bony spine or the side of the neck.',
          'Shrugging into the ball, which tightens the very muscle you are trying to relax.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte de espaldas a una pared y coloca una pelota de masaje sobre la parte alta de un omóplato, entre el cuello y la punta del hombro.',
          'Flexiona un poco las rodillas y échate hacia atrás para que la pelota quede sujeta contra la pared.',
          'Flexiona y estira las piernas para subir y bajar unos centímetros, haciendo rodar la pelota sobre el músculo.',
          'En un punto sensible, quédate quieto e inclina despacio la cabeza hacia el lado contrario a la pelota y vuelve al centro.',
          'Trabaja cada lado de 60 a 90 segundos.',
        ],
        tips: [
          'Tumbado boca arriba con la pelota bajo el hombro consigues más presión si la versión en pared se queda corta.',
          'Complétalo con un estiramiento lento de cuello mientras el músculo está relajado.',
        ],
        commonMistakes: [
          'Presionar sobre las vértebras o sobre el lateral del cuello.',
          'Encoger el hombro contra la pelota, lo que tensa justo el músculo que intentas relajar.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Pelota de masaje en trapecio', aliases: ['Liberación de trapecio con pelota', 'Pelota en el trapecio superior'] },
    },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // Stretching and mobility
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'COUCH_STRETCH',
    name: 'Couch Stretch',
    aliases: ['Rear-Foot-Elevated Hip Flexor Stretch', 'Wall Quad Stretch'],
    type: 'STATIC_STRETCHES',
    tags: ['STRETCHING', 'HOME_EXERCISE', 'GOOD_COOLDOWN', 'UNILATERAL'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT', 'YOGA_BLOCK', 'FLAT_BENCH'],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 50, isPrimary: true },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 40, isPrimary: true },
      { muscleCode: 'TENSOR_FASCIAE_LATAE', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Kneel with your back to a wall, couch or bench, and slide one knee back into the corner so the shin runs up the wall with the top of the foot against it.',
          'Step the other foot forward into a half-kneeling lunge, with that shin vertical.',
          'Put a pad or folded mat under the back knee.',
          'Squeeze the glute on the kneeling side and tuck your pelvis under until you feel a strong stretch along the front of the thigh and hip.',
          'Gradually bring your torso upright, with your hands on the front knee or a block for support.',
          'Hold for 60 to 120 seconds while breathing slowly, then switch sides.',
        ],
        tips: [
          'Start with the knee a few inches away from the wall and move closer as you loosen up.',
          'The glute squeeze does more than leaning back; keep your ribs stacked over your pelvis.',
        ],
        commonMistakes: [
          'Arching the lower back to get upright, which takes the stretch out of the hip.',
          'Kneeling on a hard floor without padding.',
          'Letting the front knee drift in and the hips turn toward the front leg.',
        ],
      },
      'es-ES': {
        steps: [
          'Arrodíllate de espaldas a una pared, un sofá o un banco y lleva una rodilla atrás hasta la esquina, de modo que la espinilla suba por la pared con el empeine apoyado en ella.',
          'Adelanta el otro pie en una zancada con una rodilla en el suelo, con esa espinilla vertical.',
          'Pon un cojín o una esterilla doblada bajo la rodilla de atrás.',
          'Aprieta el glúteo del lado de la rodilla apoyada y mete la pelvis hasta notar un estiramiento intenso en la parte delantera del muslo y la cadera.',
          'Ve incorporando el tronco poco a poco, con las manos en la rodilla de delante o en un bloque para apoyarte.',
          'Mantén de 60 a 120 segundos respirando despacio y cambia de lado.',
        ],
        tips: [
          'Empieza con la rodilla a unos centímetros de la pared y acércate a medida que ganes soltura.',
          'Apretar el glúteo hace más que echarse atrás; mantén las costillas apiladas sobre la pelvis.',
        ],
        commonMistakes: [
          'Arquear la zona lumbar para incorporarte, lo que saca el estiramiento de la cadera.',
          'Arrodillarte en un suelo duro sin protección.',
          'Dejar que la rodilla de delante se vaya hacia dentro y la cadera gire hacia la pierna adelantada.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Estiramiento del sofá', aliases: ['Couch stretch', 'Estiramiento de cuádriceps contra la pared'] } },
  },
  {
    code: 'WALL_SLIDE',
    name: 'Wall Slide',
    aliases: ['Forearm Wall Slide', 'Serratus Wall Slide', 'Wall Slides'],
    type: 'BODYWEIGHT_REPS',
    tags: ['GOOD_WARMUP', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['MINI_BANDS'],
    muscleUsage: [
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'LOWER_TRAPEZIUS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'UPPER_TRAPEZIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'INFRASPINATUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TERES_MINOR', targetPercentage: 8, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand facing a wall with your forearms on it, elbows at shoulder height and shoulder-width apart, little-finger edges of the hands against the wall.',
          'Step one foot back slightly, brace your trunk and keep your lower back neutral.',
          'Press the forearms gently into the wall so your shoulder blades wrap forward around your rib cage.',
          'Slide the forearms up the wall in a slight V, letting the shoulder blades rotate upward, until your arms are nearly straight overhead.',
          'At the top, lift the forearms an inch off the wall for a second if you can, then slide back down under control.',
        ],
        tips: [
          'A mini band around the wrists adds external-rotation work for the rotator cuff.',
          'Breathe out as you slide up to keep the ribs from flaring.',
        ],
        commonMistakes: [
          'Shrugging the shoulders toward the ears as the arms rise.',
          'Arching the lower back to get the arms higher.',
          'Letting the forearms lose pressure on the wall so the serratus switches off.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte de frente a una pared con los antebrazos apoyados en ella, los codos a la altura de los hombros y separados a su anchura, con el canto del meñique contra la pared.',
          'Retrasa un poco un pie, activa el tronco y mantén la zona lumbar neutra.',
          'Presiona suavemente los antebrazos contra la pared para que los omóplatos se abracen hacia delante alrededor de las costillas.',
          'Desliza los antebrazos hacia arriba por la pared en una ligera V, dejando que los omóplatos roten hacia arriba, hasta tener los brazos casi estirados por encima de la cabeza.',
          'Arriba, si puedes, separa los antebrazos un par de centímetros de la pared durante un segundo y vuelve a bajar con control.',
        ],
        tips: [
          'Una minibanda en las muñecas añade trabajo de rotación externa para el manguito rotador.',
          'Suelta el aire mientras subes para que las costillas no se abran.',
        ],
        commonMistakes: [
          'Encoger los hombros hacia las orejas al subir los brazos.',
          'Arquear la zona lumbar para subir más los brazos.',
          'Dejar de presionar la pared con los antebrazos, con lo que el serrato se desconecta.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Deslizamiento en pared', aliases: ['Wall slide', 'Deslizamiento de antebrazos en pared'] } },
  },
  {
    code: 'BAND_PASS_THROUGH',
    name: 'Band Pass-Through',
    aliases: ['Shoulder Dislocates', 'Band Dislocates', 'Shoulder Pass-Through'],
    type: 'REPS_ONLY',
    tags: ['STRETCHING', 'GOOD_WARMUP', 'HOME_EXERCISE'],
    requiredEquipment: ['RESISTANCE_BANDS'],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 18, isPrimary: true },
      { muscleCode: 'POSTERIOR_DELTOID', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'INFRASPINATUS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'MIDDLE_TRAPEZIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'BICEPS_LONG_HEAD', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Hold a light resistance band or a PVC pipe in front of your thighs with a wide overhand grip, well outside shoulder-width.',
          'Stand tall with your ribs down and your glutes lightly squeezed.',
          'With straight elbows, raise the band in a wide arc up over your head.',
          'Continue the arc behind you until the band touches your lower back or buttocks.',
          'Reverse the path slowly back to the front; one full pass over and back is one rep.',
        ],
        tips: [
          'Narrow the grip gradually over weeks, never to the point where the elbows have to bend.',
          'Move slowly; this is a mobility drill, not a race.',
        ],
        commonMistakes: [
          'Gripping so narrow that the elbows bend or one arm leads the other behind the head.',
          'Arching the lower back to get the band past the head.',
          'Using a heavy band that fights you through the whole range.',
        ],
      },
      'es-ES': {
        steps: [
          'Sujeta una banda elástica ligera o un palo de PVC delante de los muslos con agarre prono, mucho más abierto que los hombros.',
          'Ponte erguido con las costillas abajo y los glúteos ligeramente apretados.',
          'Con los codos estirados, sube la banda en un arco amplio por encima de la cabeza.',
          'Sigue el arco por detrás hasta que la banda toque la zona lumbar o los glúteos.',
          'Vuelve despacio por el mismo camino hasta delante; una pasada completa de ida y vuelta es una repetición.',
        ],
        tips: [
          'Cierra el agarre poco a poco a lo largo de las semanas, nunca hasta el punto de tener que doblar los codos.',
          'Muévete despacio: es un ejercicio de movilidad, no una carrera.',
        ],
        commonMistakes: [
          'Coger la banda tan cerrada que los codos se doblan o un brazo se adelanta al otro por detrás de la cabeza.',
          'Arquear la zona lumbar para pasar la banda por detrás de la cabeza.',
          'Usar una banda dura que se resiste en todo el recorrido.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Pase de banda por encima de la cabeza', aliases: ['Dislocaciones con banda', 'Dislocaciones de hombro'] } },
  },
  {
    code: 'OPEN_BOOK_STRETCH',
    name: 'Open Book Stretch',
    aliases: ['Side-Lying Thoracic Rotation', 'Open Books', 'Open Book Rotation'],
    type: 'REPS_ONLY',
    tags: ['STRETCHING', 'GOOD_WARMUP', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT', 'YOGA_BLOCK'],
    muscleUsage: [
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'INTERNAL_OBLIQUES', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'RHOMBOIDS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on your side with your hips and knees bent to 90 degrees and your arms stretched out in front of you, palms together.',
          'Place a yoga block or rolled towel between your knees, or press the top knee into the floor with the bottom hand, to keep the pelvis still.',
          'Lift the top arm and sweep it up and over toward the floor behind you, turning your head and chest to follow the hand.',
          'Rotate through your upper back as far as you can without the knees separating, and breathe out at the end range.',
          'Pause for two or three seconds, then return the arm along the same arc; that is one rep.',
          'Complete your reps on one side, then roll over.',
        ],
        tips: [
          'Keep the top knee stacked on the bottom one so the rotation comes from the rib cage, not the lower back.',
          'The top hand does not need to reach the floor; open as far as your upper back allows.',
        ],
        commonMistakes: [
          'Letting the knees slide apart, which shifts the twist into the lumbar spine.',
          'Rushing through the reps without pausing to breathe at the end.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate de lado con cadera y rodillas flexionadas a 90 grados y los brazos estirados por delante, con las palmas juntas.',
          'Coloca un bloque de yoga o una toalla enrollada entre las rodillas, o presiona la rodilla de arriba contra el suelo con la mano de abajo, para mantener quieta la pelvis.',
          'Levanta el brazo de arriba y llévalo en un arco por encima hacia el suelo de detrás, girando la cabeza y el pecho para seguir la mano.',
          'Rota con la parte alta de la espalda todo lo que puedas sin que se separen las rodillas y suelta el aire al final del recorrido.',
          'Mantén dos o tres segundos y devuelve el brazo por el mismo arco; eso es una repetición.',
          'Completa las repeticiones de un lado y date la vuelta.',
        ],
        tips: [
          'Mantén la rodilla de arriba sobre la de abajo para que la rotación salga de la caja torácica y no de la zona lumbar.',
          'No hace falta que la mano de arriba llegue al suelo; abre hasta donde te permita la parte alta de la espalda.',
        ],
        commonMistakes: [
          'Dejar que las rodillas se separen, lo que lleva el giro a la zona lumbar.',
          'Hacer las repeticiones deprisa sin parar a respirar al final.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Libro abierto', aliases: ['Rotación torácica tumbado de lado', 'Apertura en libro'] } },
  },
  {
    code: 'BANDED_ANKLE_MOBILIZATION',
    name: 'Banded Ankle Mobilization',
    aliases: ['Banded Ankle Distraction', 'Band Ankle Dorsiflexion'],
    type: 'REPS_ONLY',
    tags: ['STRETCHING', 'GOOD_WARMUP', 'UNILATERAL', 'LEGS_SPLIT'],
    requiredEquipment: ['RESISTANCE_BANDS'],
    optionalEquipment: [['POWER_RACK', 'SQUAT_RACK']],
    muscleUsage: [
      { muscleCode: 'SOLEUS', targetPercentage: 50, isPrimary: true },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'TIBIALIS_ANTERIOR', targetPercentage: 20, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Anchor a heavy resistance band low on a rack post or another heavy object behind you.',
          'Step into the band so it sits across the front of the ankle, right in the crease where the foot meets the shin.',
          'Step forward until the band is taut, then take a half-kneeling or split stance with the banded foot in front.',
          'Keeping the heel flat, drive the front knee forward over the middle toes as far as it will go.',
          'Hold the end position for two seconds and return; repeat for 10 to 15 reps, then switch ankles.',
        ],
        tips: [
          'The band draws the ankle bone back in the joint, which often removes the pinch felt at the front of the ankle.',
          'Use it before squats and lunges, and retest with a knee-to-wall check to see the change.',
        ],
        commonMistakes: [
          'Letting the heel lift off the floor as the knee moves forward.',
          'Placing the band too high on the shin, where it cannot glide the joint.',
          'Letting the knee collapse inward instead of tracking over the foot.',
        ],
      },
      'es-ES': {
        steps: [
          'Ancla una banda elástica fuerte a poca altura en un poste del rack o en otro objeto pesado detrás de ti.',
          'Mete el pie en la banda de modo que quede sobre la parte delantera del tobillo, justo en el pliegue entre el pie y la espinilla.',
          'Avanza hasta que la banda esté tensa y colócate con una rodilla en el suelo o en zancada con el pie de la banda delante.',
          'Con el talón apoyado, lleva la rodilla de delante hacia delante, sobre los dedos centrales, todo lo que puedas.',
          'Mantén la posición final dos segundos y vuelve; repite de 10 a 15 veces y cambia de tobillo.',
        ],
        tips: [
          'La banda lleva hacia atrás el hueso del tobillo dentro de la articulación, lo que a menudo elimina el pinzamiento que notas delante del tobillo.',
          'Úsalo antes de sentadillas y zancadas, y vuelve a medir con la prueba de rodilla a la pared para ver el cambio.',
        ],
        commonMistakes: [
          'Dejar que el talón se despegue del suelo cuando la rodilla avanza.',
          'Colocar la banda demasiado arriba en la espinilla, donde no puede deslizar la articulación.',
          'Dejar que la rodilla se hunda hacia dentro en lugar de seguir la línea del pie.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Movilidad de tobillo con banda', aliases: ['Tracción de tobillo con banda', 'Dorsiflexión con banda'] } },
  },
  {
    code: 'FROG_STRETCH',
    name: 'Frog Stretch',
    aliases: ['Adductor Frog Stretch', 'Kneeling Frog Stretch'],
    type: 'STATIC_STRETCHES',
    tags: ['STRETCHING', 'HOME_EXERCISE', 'GOOD_COOLDOWN', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'ADDUCTORS', targetPercentage: 75, isPrimary: true },
      { muscleCode: 'SEMIMEMBRANOSUS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'SEMITENDINOSUS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Start on all fours on a mat, with padding under your knees.',
          'Slide the knees out wide to the sides, in line with your hips, with the knees bent 90 degrees.',
          'Turn the feet out so their inner edges rest on the floor, with the ankles in line with the knees.',
          'Lower onto your forearms and slowly rock your hips back toward your heels until you feel a stretch in the inner thighs.',
          'Hold for 30 to 90 seconds, breathing into the hips, or rock gently back and forth for a dynamic version.',
        ],
        tips: [
          'Widen the knees only a little at a time; the stretch builds quickly.',
          'A neutral spine focuses the stretch on the adductors instead of the lower back.',
        ],
        commonMistakes: [
          'Kneeling on a hard floor, so the knees become the limit instead of the muscles.',
          'Letting the feet drift closer together than the knees, which twists the knees.',
          'Sagging through the lower back.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte a cuatro patas sobre una esterilla, con algo acolchado bajo las rodillas.',
          'Separa las rodillas hacia los lados, alineadas con la cadera y flexionadas a 90 grados.',
          'Gira los pies hacia fuera para que su borde interno quede apoyado en el suelo, con los tobillos en línea con las rodillas.',
          'Baja a los antebrazos y lleva despacio la cadera hacia los talones hasta notar el estiramiento en la cara interna de los muslos.',
          'Mantén de 30 a 90 segundos respirando hacia la cadera, o balancéate suavemente adelante y atrás para hacerlo dinámico.',
        ],
        tips: [
          'Abre las rodillas poco a poco; el estiramiento aumenta enseguida.',
          'Con la columna neutra, el estiramiento se centra en los aductores y no en la zona lumbar.',
        ],
        commonMistakes: [
          'Arrodillarte en un suelo duro, con lo que el límite lo ponen las rodillas y no los músculos.',
          'Dejar que los pies se junten más que las rodillas, lo que retuerce las rodillas.',
          'Hundir la zona lumbar.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Estiramiento de la rana', aliases: ['Rana de aductores', 'Estiramiento de aductores en rana'] } },
  },
  {
    code: 'SLEEPER_STRETCH',
    name: 'Sleeper Stretch',
    aliases: ['Side-Lying Internal Rotation Stretch', 'Shoulder Sleeper Stretch'],
    type: 'STATIC_STRETCHES',
    tags: ['STRETCHING', 'HOME_EXERCISE', 'GOOD_COOLDOWN', 'UNILATERAL'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'INFRASPINATUS', targetPercentage: 45, isPrimary: true },
      { muscleCode: 'TERES_MINOR', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'POSTERIOR_DELTOID', targetPercentage: 20, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on the side you want to stretch, with a pillow under your head and the shoulder blade drawn slightly back and down.',
          'Raise the bottom arm straight out in front of you at shoulder height and bend the elbow to 90 degrees so the fingers point up.',
          'Use your top hand to press the bottom wrist gently toward the floor, rotating the shoulder inward.',
          'Stop at the first clear stretch in the back of the shoulder and hold for 30 to 60 seconds.',
          'Release slowly and repeat two or three times before switching sides.',
        ],
        tips: [
          'Rolling your body back about 20 to 30 degrees takes pressure off the front of the shoulder.',
          'Keep it gentle; throwers use it daily with light pressure rather than forcing range.',
        ],
        commonMistakes: [
          'Forcing the forearm down hard, which can pinch the front of the shoulder.',
          'Letting the shoulder blade slide forward, so the stretch is lost.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate sobre el lado que quieres estirar, con una almohada bajo la cabeza y el omóplato un poco hacia atrás y hacia abajo.',
          'Sube el brazo de abajo recto por delante a la altura del hombro y flexiona el codo a 90 grados con los dedos hacia arriba.',
          'Con la mano de arriba, empuja con suavidad la muñeca de abajo hacia el suelo, rotando el hombro hacia dentro.',
          'Detente en el primer estiramiento claro en la parte trasera del hombro y mantén de 30 a 60 segundos.',
          'Suelta despacio y repite dos o tres veces antes de cambiar de lado.',
        ],
        tips: [
          'Girar el cuerpo unos 20 a 30 grados hacia atrás quita presión de la parte delantera del hombro.',
          'Hazlo con suavidad; los lanzadores lo practican a diario con poca presión en lugar de forzar el rango.',
        ],
        commonMistakes: [
          'Empujar el antebrazo con fuerza hacia abajo, lo que puede pinzar la parte delantera del hombro.',
          'Dejar que el omóplato se desplace hacia delante, con lo que se pierde el estiramiento.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Sleeper stretch', aliases: ['Estiramiento del durmiente', 'Estiramiento de rotación interna tumbado'] } },
  },
  {
    code: 'ARM_CIRCLES',
    name: 'Arm Circles',
    aliases: ['Shoulder Circles', 'Arm Rotations'],
    type: 'REPS_ONLY',
    tags: ['STRETCHING', 'GOOD_WARMUP', 'BODYWEIGHT_ONLY', 'HOME_EXERCISE', 'PREGNANCY'],
    requiredEquipment: [],
    optionalEquipment: [],
    muscleUsage: [
      { muscleCode: 'LATERAL_DELTOID', targetPercentage: 24, isPrimary: true },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 22, isPrimary: true },
      { muscleCode: 'POSTERIOR_DELTOID', targetPercentage: 18, isPrimary: false },
      { muscleCode: 'SUPRASPINATUS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'UPPER_TRAPEZIUS', targetPercentage: 12, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 12, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand tall with your feet hip-width apart and raise both arms straight out to the sides at shoulder height.',
          'Make small forward circles with your hands, about the size of a dinner plate.',
          'Widen the circles every few reps until the arms sweep through a full, comfortable shoulder range.',
          'Reverse direction and repeat the sequence backward, from small circles to large.',
          'Count each full circle as one rep, aiming for 10 to 15 in each direction.',
        ],
        tips: [
          'Keep the shoulders down away from the ears, even on the biggest circles.',
          'Finish with a few slow, full-range sweeps before pressing or overhead work.',
        ],
        commonMistakes: ['Whipping the arms around fast with no control at the top.', 'Arching the lower back as the arms pass overhead.'],
      },
      'es-ES': {
        steps: [
          'Ponte erguido con los pies a la anchura de la cadera y levanta los dos brazos estirados hacia los lados a la altura de los hombros.',
          'Haz círculos pequeños hacia delante con las manos, del tamaño de un plato.',
          'Amplía los círculos cada pocas repeticiones hasta que los brazos recorran todo el rango cómodo del hombro.',
          'Cambia de sentido y repite la secuencia hacia atrás, de círculos pequeños a grandes.',
          'Cuenta cada círculo completo como una repetición, con unas 10 a 15 en cada sentido.',
        ],
        tips: [
          'Mantén los hombros lejos de las orejas, incluso en los círculos más grandes.',
          'Termina con unos barridos lentos de recorrido completo antes del press o del trabajo por encima de la cabeza.',
        ],
        commonMistakes: [
          'Mover los brazos a lo loco, rápido y sin control arriba.',
          'Arquear la zona lumbar cuando los brazos pasan por encima de la cabeza.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Círculos de brazos', aliases: ['Rotaciones de brazos', 'Molinillos'] } },
  },
  {
    code: 'LEVATOR_SCAPULAE_STRETCH',
    name: 'Levator Scapulae Stretch',
    aliases: ['Levator Stretch', 'Armpit Sniff Stretch'],
    type: 'STATIC_STRETCHES',
    tags: ['STRETCHING', 'HOME_EXERCISE', 'GOOD_COOLDOWN'],
    requiredEquipment: [],
    optionalEquipment: ['FLAT_BENCH'],
    muscleUsage: [
      { muscleCode: 'LEVATOR_SCAPULAE', targetPercentage: 55, isPrimary: true },
      { muscleCode: 'UPPER_TRAPEZIUS', targetPercentage: 25, isPrimary: false },
      { muscleCode: 'SPLENIUS_CAPITIS', targetPercentage: 20, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Sit tall on a bench or chair and hold the edge of the seat with your right hand to anchor the right shoulder down.',
          'Turn your head about 45 degrees to the left, as if looking toward your left armpit.',
          'Tuck your chin and let your head drop forward and down toward that armpit.',
          'Rest your left hand on the back of your head and let its weight add a light stretch, without pulling.',
          'Hold for 30 to 45 seconds, feeling the stretch from the back of the neck to the top of the right shoulder blade, then switch sides.',
        ],
        tips: [
          'Reach the anchoring hand toward the floor to deepen the stretch without pulling on your head.',
          'Helpful after long hours at a desk or after heavy shrugs and carries.',
        ],
        commonMistakes: ['Yanking the head with the hand.', 'Letting the anchored shoulder hike up, which slackens the muscle.'],
      },
      'es-ES': {
        steps: [
          'Siéntate erguido en un banco o una silla y sujeta el borde del asiento con la mano derecha para fijar abajo el hombro derecho.',
          'Gira la cabeza unos 45 grados a la izquierda, como si miraras hacia la axila izquierda.',
          'Recoge la barbilla y deja caer la cabeza hacia delante y hacia abajo, hacia esa axila.',
          'Apoya la mano izquierda en la parte de atrás de la cabeza y deja que su peso añada un estiramiento suave, sin tirar.',
          'Mantén de 30 a 45 segundos, notando el estiramiento desde la nuca hasta la parte alta del omóplato derecho, y cambia de lado.',
        ],
        tips: [
          'Lleva la mano que fija hacia el suelo para intensificar el estiramiento sin tirar de la cabeza.',
          'Viene bien tras muchas horas de escritorio o después de encogimientos y paseos con carga pesados.',
        ],
        commonMistakes: ['Tirar de la cabeza con la mano.', 'Dejar que el hombro fijado suba, lo que destensa el músculo.'],
      },
    },
    names: {
      'es-ES': {
        name: 'Estiramiento del elevador de la escápula',
        aliases: ['Estiramiento mirando a la axila', 'Estiramiento del angular del omóplato'],
      },
    },
  },
];
