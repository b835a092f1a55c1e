import type { ExerciseSeed } from '../types.js';

/**
 * Yoga poses and Pilates mat work.
 */
export const yogaAndPilates: ExerciseSeed[] = [
  // ---------------------------------------------------------------------------------------------------------------
  // Standing yoga poses
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'WARRIOR_III_POSE',
    name: 'Warrior III Pose',
    aliases: ['Warrior Three', 'Virabhadrasana III'],
    type: 'YOGA',
    tags: ['YOGA', 'BALANCE', 'UNILATERAL', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT', 'YOGA_BLOCK'],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 15, isPrimary: true },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'QUADRICEPS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'SEMITENDINOSUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand at the front of the mat, shift your weight into your right foot and unlock the right knee slightly.',
          'Hinge forward from the hips while the left leg lifts straight behind you, toes of the lifted foot pointing at the floor.',
          'Keep tipping until your torso and back leg form one line roughly parallel to the floor over a vertical standing leg.',
          'Reach your arms forward beside your ears, or keep them along your sides or palms together at your chest for an easier version.',
          'Hold for 5 to 8 breaths, then lower the leg as the chest rises back to standing and repeat on the other side.',
        ],
        tips: [
          'Fix your gaze on a spot on the floor about 3 feet (1 m) ahead of your standing foot.',
          'Rest your fingertips on two blocks under your shoulders while the balance is still new.',
          'Push out through the heel of the lifted leg as if pressing it against a wall behind you.',
        ],
        commonMistakes: [
          'Letting the hip of the lifted leg open toward the ceiling so the pelvis turns sideways.',
          'Jamming the standing knee into full lockout.',
          'Dropping the chest below the back leg and rounding the upper back.',
        ],
      },
      'es-ES': {
        steps: [
          'Colócate en la parte delantera de la esterilla, lleva el peso al pie derecho y desbloquea un poco la rodilla derecha.',
          'Inclínate hacia delante desde la cadera mientras la pierna izquierda sube estirada por detrás, con los dedos del pie levantado mirando al suelo.',
          'Sigue inclinándote hasta que el tronco y la pierna de atrás formen una sola línea, más o menos paralela al suelo, sobre una pierna de apoyo vertical.',
          'Estira los brazos hacia delante junto a las orejas o, para una versión más fácil, déjalos pegados al cuerpo o con las palmas juntas delante del pecho.',
          'Aguanta de 5 a 8 respiraciones, baja la pierna a la vez que subes el pecho hasta quedar de pie y repite con el otro lado.',
        ],
        tips: [
          'Fija la mirada en un punto del suelo a un metro aproximadamente por delante del pie de apoyo.',
          'Apoya las yemas de los dedos en dos bloques bajo los hombros mientras el equilibrio aún te cuesta.',
          'Empuja con el talón de la pierna levantada como si lo apretaras contra una pared que tienes detrás.',
        ],
        commonMistakes: [
          'Dejar que la cadera de la pierna levantada se abra hacia el techo y que la pelvis gire de lado.',
          'Bloquear del todo la rodilla de la pierna de apoyo.',
          'Bajar el pecho por debajo de la pierna de atrás y redondear la parte alta de la espalda.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Guerrero III', aliases: ['Postura del guerrero III', 'Virabhadrasana III'] } },
  },
  {
    code: 'REVERSE_WARRIOR_POSE',
    name: 'Reverse Warrior Pose',
    aliases: ['Reverse Warrior', 'Peaceful Warrior', 'Viparita Virabhadrasana'],
    type: 'YOGA',
    tags: ['YOGA', 'STRETCHING', 'UNILATERAL', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY', 'PREGNANCY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'INTERNAL_OBLIQUES', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'QUADRATUS_LUMBORUM', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Set up Warrior II with your feet 3 to 4 feet (about 1 to 1.2 m) apart, front toes forward, back foot turned in slightly and front knee over the ankle.',
          'Turn the front palm up and let the back hand slide down onto the back thigh without leaning on it.',
          'Inhale and sweep the front arm up and overhead, arching the side of your body back over the straight leg.',
          'Keep the front knee bent and tracking over the middle toes while the torso tilts back.',
          'Stay for 5 breaths, return to Warrior II on an exhale and switch sides.',
        ],
        tips: [
          'Lengthen the side waist upward first, then lean back from that length.',
          'Keep the front thigh as deep as it was in Warrior II instead of rising out of the lunge.',
          'During pregnancy, shorten the stance, keep the side bend small and let the back hand rest on the thigh for support.',
        ],
        commonMistakes: [
          'Sinking your weight into the back hand so the pose loses its leg work.',
          'Straightening the front knee as the torso leans back.',
          'Crunching the lower side of the waist and throwing the head back.',
        ],
      },
      'es-ES': {
        steps: [
          'Colócate en guerrero II con los pies separados entre 1 y 1,2 m, los dedos del pie delantero hacia delante, el pie de atrás algo girado hacia dentro y la rodilla delantera sobre el tobillo.',
          'Gira la palma delantera hacia arriba y deja que la mano de atrás se deslice sobre el muslo trasero sin apoyar peso en ella.',
          'Al inspirar, lleva el brazo delantero hacia arriba y por encima de la cabeza, arqueando el costado hacia atrás sobre la pierna estirada.',
          'Mantén la rodilla delantera flexionada y alineada con los dedos centrales del pie mientras el tronco se inclina hacia atrás.',
          'Quédate 5 respiraciones, vuelve a guerrero II al espirar y cambia de lado.',
        ],
        tips: [
          'Alarga primero el costado hacia arriba y luego inclínate hacia atrás desde esa longitud.',
          'Mantén el muslo delantero tan bajo como estaba en guerrero II en lugar de salir de la zancada.',
          'Durante el embarazo, acorta la postura, haz la inclinación lateral pequeña y deja la mano de atrás descansando sobre el muslo como apoyo.',
        ],
        commonMistakes: [
          'Cargar el peso en la mano de atrás, con lo que la postura pierde el trabajo de piernas.',
          'Estirar la rodilla delantera mientras el tronco se inclina hacia atrás.',
          'Aplastar el costado de abajo y echar la cabeza hacia atrás.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Guerrero invertido', aliases: ['Guerrero inverso', 'Guerrero pacífico', 'Viparita virabhadrasana'] },
    },
  },
  {
    code: 'EXTENDED_SIDE_ANGLE_POSE',
    name: 'Extended Side Angle Pose',
    aliases: ['Extended Side Angle', 'Side Angle Pose', 'Utthita Parsvakonasana'],
    type: 'YOGA',
    tags: ['YOGA', 'STRETCHING', 'UNILATERAL', 'HOME_EXERCISE'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT', 'YOGA_BLOCK'],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'From Warrior II with the right knee bent, lower your right forearm onto the right thigh or set the right hand on a block outside the right foot.',
          'Extend the left arm up and then over the left ear so one long line runs from the back heel to the fingertips.',
          'Press the outer edge of the back foot into the mat and keep the back leg straight.',
          'Roll the top of your chest toward the ceiling and look up under the top arm if your neck is comfortable.',
          'Hold for 5 to 8 breaths, press through the back foot to come up, and repeat with the left knee bent.',
        ],
        tips: [
          'Press the front knee gently against the arm to keep it stacked over the ankle.',
          'Start with the forearm on the thigh; it keeps the chest open far more easily than reaching for the floor.',
        ],
        commonMistakes: [
          'Dumping body weight into the bottom arm.',
          'Letting the top shoulder roll forward so the chest turns toward the floor.',
          'Allowing the front knee to fall inward past the big toe.',
        ],
      },
      'es-ES': {
        steps: [
          'Desde guerrero II con la rodilla derecha flexionada, apoya el antebrazo derecho sobre el muslo derecho o pon la mano derecha en un bloque por fuera del pie derecho.',
          'Estira el brazo izquierdo hacia arriba y luego por encima de la oreja izquierda, de modo que una sola línea vaya del talón de atrás a la punta de los dedos.',
          'Presiona el borde externo del pie de atrás contra la esterilla y mantén la pierna trasera estirada.',
          'Gira la parte alta del pecho hacia el techo y mira hacia arriba bajo el brazo si el cuello lo permite.',
          'Aguanta de 5 a 8 respiraciones, empuja con el pie de atrás para subir y repite con la rodilla izquierda flexionada.',
        ],
        tips: [
          'Empuja suavemente la rodilla delantera contra el brazo para mantenerla encima del tobillo.',
          'Empieza con el antebrazo sobre el muslo: así el pecho se abre mucho más fácilmente que intentando llegar al suelo.',
        ],
        commonMistakes: [
          'Dejar caer el peso del cuerpo sobre el brazo de abajo.',
          'Dejar que el hombro de arriba se vaya hacia delante y que el pecho mire al suelo.',
          'Permitir que la rodilla delantera se cierre hacia dentro, más allá del dedo gordo.',
        ],
      },
    },
    names: {
      'es-ES': {
        name: 'Ángulo lateral extendido',
        aliases: ['Postura del ángulo lateral extendido', 'Ángulo lateral', 'Utthita parsvakonasana'],
      },
    },
  },
  {
    code: 'HALF_MOON_POSE',
    name: 'Half Moon Pose',
    aliases: ['Half Moon', 'Ardha Chandrasana'],
    type: 'YOGA',
    tags: ['YOGA', 'BALANCE', 'UNILATERAL', 'HOME_EXERCISE'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT', 'YOGA_BLOCK'],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 15, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'GLUTEUS_MINIMUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'From Triangle with the right leg forward, bend the right knee and place your right fingertips or a block about 12 inches (30 cm) ahead of and slightly outside the right foot.',
          'Shift your weight into the right foot and hand, then lift the left leg as the right leg straightens.',
          'Raise the left leg to hip height with the foot flexed and the toes facing the side wall, not the ceiling.',
          'Stack the left hip over the right hip and lift the left arm straight up toward the ceiling.',
          'Hold for 5 breaths, then bend the standing knee and lower the back leg with control before switching sides.',
        ],
        tips: [
          'A block at its tallest height under the bottom hand keeps the spine long and the chest open.',
          'Practice with your back near a wall to feel what stacked hips and shoulders are like.',
          'Keep a slight bend in the standing knee if it tends to hyperextend.',
        ],
        commonMistakes: [
          'Placing the bottom hand right beside the foot so the body has no room to open.',
          'Lifting the back leg above hip height and tipping the pelvis toward the floor.',
          'Holding your breath as the balance wobbles.',
        ],
      },
      'es-ES': {
        steps: [
          'Desde triángulo con la pierna derecha delante, flexiona la rodilla derecha y apoya las yemas de la mano derecha o un bloque unos 30 cm por delante del pie derecho y algo hacia fuera.',
          'Lleva el peso al pie y a la mano derechos y levanta la pierna izquierda a medida que estiras la derecha.',
          'Sube la pierna izquierda a la altura de la cadera con el pie flexionado y los dedos mirando a la pared lateral, no al techo.',
          'Coloca la cadera izquierda encima de la derecha y estira el brazo izquierdo hacia el techo.',
          'Aguanta 5 respiraciones, flexiona la rodilla de apoyo y baja la pierna de atrás con control antes de cambiar de lado.',
        ],
        tips: [
          'Un bloque en su posición más alta bajo la mano de abajo mantiene la columna larga y el pecho abierto.',
          'Practica con la espalda cerca de una pared para sentir cómo se colocan las caderas y los hombros uno encima del otro.',
          'Mantén una ligera flexión en la rodilla de apoyo si tiende a hiperextenderse.',
        ],
        commonMistakes: [
          'Apoyar la mano de abajo pegada al pie, de forma que el cuerpo no tiene espacio para abrirse.',
          'Subir la pierna de atrás por encima de la cadera y girar la pelvis hacia el suelo.',
          'Contener la respiración cuando el equilibrio se tambalea.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Media luna', aliases: ['Postura de la media luna', 'Ardha chandrasana'] } },
  },
  {
    code: 'CRESCENT_LUNGE',
    name: 'Crescent Lunge',
    aliases: ['High Lunge Pose', 'Crescent High Lunge', 'Ashta Chandrasana'],
    type: 'YOGA',
    tags: ['YOGA', 'BALANCE', 'UNILATERAL', 'GOOD_WARMUP', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'From Downward-Facing Dog, step your right foot between your hands so the right knee stacks over the ankle.',
          'Stay on the ball of the left foot with the back heel lifted, the back leg long and the back knee off the mat.',
          'Inhale as you bring the torso upright and sweep both arms overhead, palms facing each other.',
          'Lengthen the tailbone toward the floor and lift the lower belly so the front of the back hip stretches without the lower back arching.',
          'Hold for 5 breaths, frame the front foot with your hands and step back to change legs.',
        ],
        tips: [
          'Keep your feet hip-width apart side to side, like train tracks, rather than on one tightrope line.',
          'Lower the back knee onto the mat for a gentler version when balance or leg strength runs out.',
          'Reach the back heel away from you as though pressing it into a wall.',
        ],
        commonMistakes: [
          'Taking such a short stance that the front knee shoots well past the toes.',
          'Flaring the ribs and arching the lower back as the arms go overhead.',
          'Letting the back knee sag until the back leg is bent and passive.',
        ],
      },
      'es-ES': {
        steps: [
          'Desde el perro boca abajo, adelanta el pie derecho entre las manos de modo que la rodilla derecha quede sobre el tobillo.',
          'Quédate sobre la almohadilla del pie izquierdo con el talón levantado, la pierna de atrás larga y la rodilla trasera sin tocar la esterilla.',
          'Al inspirar, incorpora el tronco y lleva los dos brazos por encima de la cabeza con las palmas enfrentadas.',
          'Alarga el coxis hacia el suelo y recoge la parte baja del abdomen para que se estire la parte delantera de la cadera de atrás sin arquear la zona lumbar.',
          'Aguanta 5 respiraciones, apoya las manos a los lados del pie delantero y da un paso atrás para cambiar de pierna.',
        ],
        tips: [
          'Separa los pies a la anchura de las caderas, como los raíles de una vía, en lugar de ponerlos en la misma línea.',
          'Apoya la rodilla de atrás en la esterilla para hacer una versión más suave cuando te falte equilibrio o fuerza de piernas.',
          'Lleva el talón de atrás lejos de ti, como si lo empujaras contra una pared.',
        ],
        commonMistakes: [
          'Hacer una zancada tan corta que la rodilla delantera se pasa mucho de los dedos del pie.',
          'Abrir las costillas y arquear la zona lumbar al subir los brazos.',
          'Dejar caer la rodilla de atrás hasta que la pierna trasera queda doblada y sin trabajo.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Zancada alta', aliases: ['Postura de la luna creciente', 'Luna creciente', 'Ashta chandrasana'] } },
  },
  {
    code: 'GODDESS_POSE',
    name: 'Goddess Pose',
    aliases: ['Goddess Squat', 'Utkata Konasana'],
    type: 'YOGA',
    tags: ['YOGA', 'ISOMETRIC', 'LEGS_SPLIT', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY', 'PREGNANCY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand with your feet about 3½ to 4 feet (1 to 1.2 m) apart and turn your toes out about 45 degrees.',
          'Bend your knees and lower your hips straight down until your thighs approach parallel to the floor.',
          'Track the knees over the second and third toes so the shins stay close to vertical.',
          'Lift your arms to shoulder height with the elbows bent 90 degrees and palms forward, or press the palms together at your chest.',
          'Hold for 5 to 8 breaths with the torso upright, then press through your heels to straighten the legs.',
        ],
        tips: [
          'During pregnancy, sink only halfway, hold for fewer breaths and keep a chair back within reach in case your balance shifts.',
          'Add slow heel lifts or small pulses at the bottom to build leg endurance.',
          'Turn the toes out only as far as your knees can follow.',
        ],
        commonMistakes: [
          'Letting the knees cave in toward the big toes.',
          'Tipping the pelvis forward so the buttocks stick out behind you.',
          'Hiking the shoulders up toward the ears with the arms raised.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte de pie con los pies separados entre 1 y 1,2 m y gira las puntas hacia fuera unos 45 grados.',
          'Flexiona las rodillas y baja la cadera en vertical hasta que los muslos se acerquen a la horizontal.',
          'Lleva las rodillas en la dirección del segundo y tercer dedo del pie para que las espinillas queden casi verticales.',
          'Sube los brazos a la altura de los hombros con los codos a 90 grados y las palmas hacia delante, o junta las palmas delante del pecho.',
          'Aguanta de 5 a 8 respiraciones con el tronco erguido y después empuja con los talones para estirar las piernas.',
        ],
        tips: [
          'Durante el embarazo, baja solo hasta la mitad, aguanta menos respiraciones y ten el respaldo de una silla a mano por si se te va el equilibrio.',
          'Añade elevaciones lentas de talones o pequeños rebotes abajo para ganar resistencia en las piernas.',
          'Gira las puntas de los pies solo hasta donde las rodillas puedan seguirlas.',
        ],
        commonMistakes: [
          'Dejar que las rodillas se cierren hacia los dedos gordos.',
          'Inclinar la pelvis hacia delante y sacar el trasero hacia atrás.',
          'Subir los hombros hacia las orejas con los brazos levantados.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Postura de la diosa', aliases: ['Diosa', 'Sentadilla de la diosa', 'Utkata konasana'] } },
  },
  {
    code: 'GARLAND_POSE',
    name: 'Garland Pose',
    aliases: ['Malasana', 'Yogi Squat'],
    type: 'YOGA',
    tags: ['YOGA', 'STRETCHING', 'GOOD_COOLDOWN', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY', 'PREGNANCY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT', 'YOGA_BLOCK'],
    muscleUsage: [
      { muscleCode: 'ADDUCTORS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'SOLEUS', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'QUADRICEPS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TIBIALIS_ANTERIOR', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand with your feet a little wider than your hips and turn the toes out.',
          'Bend your knees and lower your hips toward the floor, keeping the heels down if you can.',
          'Bring your palms together at your chest and press your elbows into your inner knees.',
          'Use that press to lengthen the spine and lift the chest, letting the shoulders drop away from the ears.',
          'Breathe here for 30 seconds to a minute, then put your hands on the floor and straighten the legs to stand.',
        ],
        tips: [
          'Slide a rolled blanket under your heels if they lift off the floor.',
          'In pregnancy, sit on one or two blocks so the squat stays supported, and skip it if your midwife or doctor has advised against deep squatting.',
        ],
        commonMistakes: [
          'Rounding the back and letting the chin drop toward the chest.',
          'Keeping the feet parallel so the knees fall inward.',
          'Forcing the heels down through ankle or knee pain.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte de pie con los pies algo más separados que las caderas y las puntas giradas hacia fuera.',
          'Flexiona las rodillas y baja la cadera hacia el suelo, con los talones apoyados si puedes.',
          'Junta las palmas delante del pecho y presiona con los codos la cara interna de las rodillas.',
          'Aprovecha esa presión para alargar la columna y elevar el pecho, dejando que los hombros se alejen de las orejas.',
          'Respira aquí de 30 segundos a un minuto y luego apoya las manos en el suelo y estira las piernas para ponerte de pie.',
        ],
        tips: [
          'Coloca una manta enrollada bajo los talones si se te levantan del suelo.',
          'En el embarazo, siéntate sobre uno o dos bloques para que la sentadilla quede apoyada, y no la hagas si tu matrona o tu médico te han desaconsejado las sentadillas profundas.',
        ],
        commonMistakes: [
          'Redondear la espalda y dejar caer la barbilla hacia el pecho.',
          'Mantener los pies paralelos, con lo que las rodillas se van hacia dentro.',
          'Forzar los talones hacia el suelo aunque duelan los tobillos o las rodillas.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Postura de la guirnalda', aliases: ['Guirnalda', 'Malasana', 'Sentadilla yogui'] } },
  },
  {
    code: 'EAGLE_POSE',
    name: 'Eagle Pose',
    aliases: ['Garudasana'],
    type: 'YOGA',
    tags: ['YOGA', 'BALANCE', 'UNILATERAL', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT', 'YOGA_BLOCK'],
    muscleUsage: [
      { muscleCode: 'QUADRICEPS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'POSTERIOR_DELTOID', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'RHOMBOIDS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 15, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand tall, bend both knees slightly and shift your weight into the left foot.',
          'Cross the right thigh over the left thigh and, if it reaches, hook the right foot behind the left calf.',
          'Stretch your arms forward, cross the left arm over the right at the elbows, then bend the elbows and bring the palms or backs of the hands together.',
          'Lift the elbows to shoulder height and move the forearms away from your face as the hips sink lower.',
          'Hold for 5 breaths, unwind slowly and repeat with the legs and arms crossed the other way.',
        ],
        tips: [
          'Rest the toes of the crossed leg on the floor or on a block when the foot hook is out of reach.',
          'Simply hold opposite shoulders, as in a hug, if the palms will not meet.',
          'Squeeze the thighs toward each other to steady the balance.',
        ],
        commonMistakes: [
          'Standing almost straight-legged, which makes the wrap impossible and the balance shaky.',
          'Forcing the foot hook while the standing knee twists and complains.',
          'Letting the elbows sink onto the chest and the upper back hunch.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte de pie bien erguido, flexiona un poco las dos rodillas y lleva el peso al pie izquierdo.',
          'Cruza el muslo derecho por encima del izquierdo y, si llegas, engancha el pie derecho detrás de la pantorrilla izquierda.',
          'Estira los brazos hacia delante, cruza el brazo izquierdo sobre el derecho a la altura de los codos y luego flexiona los codos para juntar las palmas o el dorso de las manos.',
          'Sube los codos a la altura de los hombros y aleja los antebrazos de la cara mientras la cadera baja un poco más.',
          'Aguanta 5 respiraciones, deshaz la postura despacio y repite cruzando piernas y brazos al revés.',
        ],
        tips: [
          'Apoya los dedos del pie de la pierna cruzada en el suelo o en un bloque cuando no llegues a enganchar el pie.',
          'Si las palmas no se juntan, agárrate los hombros contrarios como si te dieras un abrazo.',
          'Aprieta los muslos uno contra otro para estabilizar el equilibrio.',
        ],
        commonMistakes: [
          'Quedarse con las piernas casi estiradas, lo que impide el cruce y hace que el equilibrio falle.',
          'Forzar el enganche del pie mientras la rodilla de apoyo se tuerce y molesta.',
          'Dejar que los codos caigan sobre el pecho y que la parte alta de la espalda se encorve.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Postura del águila', aliases: ['Águila', 'Garudasana'] } },
  },
  {
    code: 'DANCER_POSE',
    name: 'Dancer Pose',
    aliases: ['Lord of the Dance Pose', 'Natarajasana'],
    type: 'YOGA',
    tags: ['YOGA', 'BALANCE', 'STRETCHING', 'UNILATERAL', 'HOME_EXERCISE'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT', 'STRETCHING_STRAP'],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 15, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand on your left leg, bend the right knee and catch the inside of the right ankle with your right hand.',
          'Bring the knees side by side and reach the left arm straight up.',
          'Kick the right foot back into your hand so the leg rises behind you while the chest tips forward.',
          'Keep the hips close to level and the standing leg firm as foot and hand pull against each other.',
          'Hold for 5 breaths, lower the leg with control and switch sides.',
        ],
        tips: [
          'Loop a strap around the front of the ankle if your hand cannot reach it comfortably.',
          'Let the height of the back leg come from the kick, not from leaning the chest down.',
        ],
        commonMistakes: [
          'Hauling the foot up with the arm instead of pressing the foot into the hand.',
          'Letting the lifted knee swing out wide to the side.',
          'Dropping the chest toward the floor before the leg has lifted.',
        ],
      },
      'es-ES': {
        steps: [
          'Apóyate sobre la pierna izquierda, flexiona la rodilla derecha y agarra la cara interna del tobillo derecho con la mano derecha.',
          'Junta las rodillas y estira el brazo izquierdo hacia arriba.',
          'Empuja el pie derecho hacia atrás contra la mano para que la pierna suba por detrás mientras el pecho se inclina hacia delante.',
          'Mantén la cadera casi nivelada y la pierna de apoyo firme mientras el pie y la mano tiran uno contra otro.',
          'Aguanta 5 respiraciones, baja la pierna con control y cambia de lado.',
        ],
        tips: [
          'Pasa una cinta por delante del tobillo si no llegas a agarrarlo con comodidad.',
          'Deja que la altura de la pierna de atrás salga del empuje del pie, no de bajar el pecho.',
        ],
        commonMistakes: [
          'Tirar del pie con el brazo en lugar de empujar el pie contra la mano.',
          'Dejar que la rodilla levantada se abra mucho hacia un lado.',
          'Bajar el pecho hacia el suelo antes de que la pierna haya subido.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Postura del bailarín', aliases: ['Bailarín', 'Postura del rey de la danza', 'Natarajasana'] } },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // Yoga backbends and chest openers
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'UPWARD_FACING_DOG',
    name: 'Upward-Facing Dog',
    aliases: ['Upward Dog', 'Up Dog', 'Urdhva Mukha Svanasana'],
    type: 'YOGA',
    tags: ['YOGA', 'STRETCHING', 'GOOD_WARMUP', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 15, isPrimary: true },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie face down with the tops of your feet flat and your hands beside your lower ribs, fingers pointing forward.',
          'Press firmly through your hands and the tops of your feet and straighten your arms.',
          'Lift your chest, hips and thighs off the floor so only your hands and the tops of your feet touch the mat.',
          'Draw the shoulders back and down, widen the collarbones and keep the neck long with your gaze forward or slightly up.',
          'Hold for 2 to 5 breaths, then lower down or lift your hips back into Downward-Facing Dog.',
        ],
        tips: [
          'Stack your shoulders directly over your wrists so the weight does not pile into the wrist joints.',
          'Stay in Cobra instead when your thighs cannot leave the floor without the lower back pinching.',
          'In a Sun Salutation, roll over your toes from the low plank to arrive here in one move.',
        ],
        commonMistakes: [
          'Sinking between the arms with the shoulders shrugged up to the ears.',
          'Letting the hips and thighs rest on the floor, which turns the pose into a lower-back crunch.',
          'Snapping the elbows into hyperextension.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate boca abajo con el empeine apoyado y las manos junto a las costillas bajas, con los dedos hacia delante.',
          'Empuja con fuerza con las manos y el empeine y estira los brazos.',
          'Despega del suelo el pecho, la cadera y los muslos, de modo que solo las manos y el empeine toquen la esterilla.',
          'Lleva los hombros atrás y abajo, abre las clavículas y mantén el cuello largo con la mirada al frente o algo hacia arriba.',
          'Aguanta de 2 a 5 respiraciones y después baja al suelo o eleva la cadera para volver al perro boca abajo.',
        ],
        tips: [
          'Coloca los hombros justo encima de las muñecas para que el peso no se acumule en las articulaciones de la muñeca.',
          'Quédate en la cobra si no puedes despegar los muslos del suelo sin que te pellizque la zona lumbar.',
          'En un saludo al sol, rueda sobre los dedos de los pies desde la plancha baja para llegar aquí en un solo movimiento.',
        ],
        commonMistakes: [
          'Hundirse entre los brazos con los hombros encogidos hacia las orejas.',
          'Dejar la cadera y los muslos apoyados en el suelo, lo que convierte la postura en un aplastamiento lumbar.',
          'Bloquear los codos hasta hiperextenderlos.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Perro boca arriba', aliases: ['Perro mirando hacia arriba', 'Urdhva mukha svanasana'] },
    },
  },
  {
    code: 'CAMEL_POSE',
    name: 'Camel Pose',
    aliases: ['Ustrasana'],
    type: 'YOGA',
    tags: ['YOGA', 'STRETCHING', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT', 'YOGA_BLOCK'],
    muscleUsage: [
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 15, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Kneel with your knees hip-width apart and your thighs vertical, tops of the feet on the mat or toes tucked under for more height.',
          'Place your hands on your lower back with the fingers pointing down and lift your chest toward the ceiling.',
          'Keep the hips over the knees as you lean back, bending through the upper back first.',
          'If it feels comfortable, reach one hand at a time to your heels or to blocks standing beside your ankles.',
          'Hold for 3 to 5 breaths, bring the hands back to your lower back and lead with the chest to rise slowly.',
        ],
        tips: [
          'Tucking the toes brings the heels closer to your hands and takes strain off the lower back.',
          'Keep the chin slightly tucked if the neck feels strained; let the head drop back only when that is comfortable.',
          "Rest in Child's Pose for a few breaths afterward to let the spine settle.",
        ],
        commonMistakes: [
          'Letting the hips drift back behind the knees.',
          'Folding only at the lower back instead of lifting the chest first.',
          'Coming up head first, which strains the neck.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte de rodillas con las rodillas a la anchura de las caderas y los muslos verticales, con el empeine en la esterilla o los dedos flexionados para tener más altura.',
          'Coloca las manos en la zona lumbar con los dedos hacia abajo y eleva el pecho hacia el techo.',
          'Mantén la cadera encima de las rodillas mientras te inclinas hacia atrás, arqueando primero la parte alta de la espalda.',
          'Si te resulta cómodo, lleva una mano tras otra a los talones o a bloques colocados junto a los tobillos.',
          'Aguanta de 3 a 5 respiraciones, vuelve a llevar las manos a la zona lumbar y sube despacio guiando con el pecho.',
        ],
        tips: [
          'Flexionar los dedos de los pies acerca los talones a las manos y quita tensión a la zona lumbar.',
          'Mantén la barbilla un poco recogida si notas tensión en el cuello; deja caer la cabeza hacia atrás solo si te resulta cómodo.',
          'Descansa unas respiraciones en la postura del niño al terminar para que la columna se asiente.',
        ],
        commonMistakes: [
          'Dejar que la cadera se vaya hacia atrás, por detrás de las rodillas.',
          'Doblarse solo por la zona lumbar en lugar de elevar primero el pecho.',
          'Subir llevando la cabeza primero, lo que sobrecarga el cuello.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Postura del camello', aliases: ['Camello', 'Ustrasana'] } },
  },
  {
    code: 'BOW_POSE',
    name: 'Bow Pose',
    aliases: ['Dhanurasana'],
    type: 'YOGA',
    tags: ['YOGA', 'STRETCHING', 'HOME_EXERCISE'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT', 'STRETCHING_STRAP'],
    muscleUsage: [
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 15, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on your belly, bend your knees and reach back to hold the outsides of your ankles.',
          'Keep the knees about hip-width apart rather than letting them splay wide.',
          'Inhale and kick your feet back into your hands, which lifts the thighs and chest off the mat together.',
          'Roll the shoulders back, lengthen the front of the body and balance on your lower belly.',
          'Hold for 3 to 5 breaths, let go of the ankles on an exhale and rest one cheek on the mat.',
        ],
        tips: [
          'Loop a strap around both ankles and hold its ends if your hands do not reach.',
          'Try Half Bow first, holding one ankle while the other forearm stays on the mat.',
        ],
        commonMistakes: [
          'Pulling the legs up with bent arms instead of letting the leg kick create the lift.',
          'Throwing the head back so the neck takes the bend.',
          'Holding the breath, which makes the belly rigid and the pose shallow.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate boca abajo, flexiona las rodillas y lleva las manos atrás para agarrar la parte externa de los tobillos.',
          'Mantén las rodillas más o menos a la anchura de las caderas en lugar de dejar que se abran.',
          'Inspira y empuja los pies hacia atrás contra las manos, lo que despega a la vez los muslos y el pecho de la esterilla.',
          'Lleva los hombros hacia atrás, alarga la parte delantera del cuerpo y equilíbrate sobre la parte baja del abdomen.',
          'Aguanta de 3 a 5 respiraciones, suelta los tobillos al espirar y apoya una mejilla en la esterilla.',
        ],
        tips: [
          'Pasa una cinta alrededor de los dos tobillos y sujeta sus extremos si no llegas con las manos.',
          'Prueba primero el medio arco, agarrando un tobillo mientras el otro antebrazo se queda en la esterilla.',
        ],
        commonMistakes: [
          'Subir las piernas tirando con los brazos flexionados en lugar de dejar que el empuje de las piernas cree la elevación.',
          'Echar la cabeza atrás, de modo que el cuello se lleva la flexión.',
          'Contener la respiración, lo que pone el abdomen rígido y hace la postura más corta.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Postura del arco', aliases: ['Arco', 'Dhanurasana'] } },
  },
  {
    code: 'LOCUST_POSE',
    name: 'Locust Pose',
    aliases: ['Salabhasana', 'Shalabhasana'],
    type: 'YOGA',
    tags: ['YOGA', 'ISOMETRIC', 'GOOD_WARMUP', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'MIDDLE_TRAPEZIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'POSTERIOR_DELTOID', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'RHOMBOIDS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'QUADRATUS_LUMBORUM', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie face down with your arms alongside your body, palms facing down, and your forehead on the mat.',
          'Straighten your legs, press the tops of your feet into the floor and turn the big toes slightly in toward each other.',
          'Inhale and raise your head, chest, arms and legs off the mat at once, reaching the hands back toward your feet.',
          'Keep the back of the neck long by looking at the floor a little in front of you rather than up.',
          'Hold for 3 to 5 breaths, lower on an exhale and repeat for 2 or 3 rounds.',
        ],
        tips: [
          'Lift only the upper body, then only the legs, before trying both together.',
          'Interlace your hands behind your back for an added shoulder opener.',
          'A low lift with a long spine beats a high lift that squeezes the lower back.',
        ],
        commonMistakes: [
          'Bending the knees to get the feet higher.',
          'Jutting the chin forward and compressing the back of the neck.',
          'Gripping so hard through the lower back that it cramps.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate boca abajo con los brazos a lo largo del cuerpo, las palmas hacia el suelo y la frente en la esterilla.',
          'Estira las piernas, presiona el empeine contra el suelo y gira un poco los dedos gordos el uno hacia el otro.',
          'Al inspirar, despega a la vez la cabeza, el pecho, los brazos y las piernas de la esterilla, llevando las manos hacia los pies.',
          'Mantén la nuca larga mirando al suelo un poco por delante de ti en lugar de hacia arriba.',
          'Aguanta de 3 a 5 respiraciones, baja al espirar y repite 2 o 3 veces.',
        ],
        tips: [
          'Levanta primero solo la parte superior del cuerpo y luego solo las piernas antes de intentar las dos cosas a la vez.',
          'Entrelaza las manos detrás de la espalda para abrir además los hombros.',
          'Más vale una elevación baja con la columna larga que una alta que aprieta la zona lumbar.',
        ],
        commonMistakes: [
          'Doblar las rodillas para subir más los pies.',
          'Adelantar la barbilla y comprimir la nuca.',
          'Apretar tanto la zona lumbar que acaba dando un calambre.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Postura del saltamontes', aliases: ['Saltamontes', 'Postura de la langosta', 'Salabhasana'] } },
  },
  {
    code: 'SPHINX_POSE',
    name: 'Sphinx Pose',
    aliases: ['Salamba Bhujangasana', 'Supported Cobra'],
    type: 'YOGA',
    tags: ['YOGA', 'STRETCHING', 'GOOD_COOLDOWN', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'LOWER_TRAPEZIUS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on your belly with your legs hip-width apart and the tops of your feet on the mat.',
          'Set your elbows directly under your shoulders with the forearms parallel and palms flat.',
          'Press the forearms down and draw them gently back toward you to lift and lengthen the chest.',
          'Let the belly and hips stay heavy on the mat and keep the buttocks relaxed.',
          'Stay for 1 to 3 minutes, breathing into the back ribs, then lower the chest and rest your head on your folded arms.',
        ],
        tips: [
          'Slide the elbows a little farther forward if the lower back feels pinched.',
          'It is a wrist-free alternative to Cobra for anyone whose wrists dislike weight bearing.',
        ],
        commonMistakes: [
          'Hanging between the shoulders so they creep up toward the ears.',
          'Clenching the glutes hard for the whole hold.',
          'Craning the head up to look at the ceiling.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate boca abajo con las piernas a la anchura de las caderas y el empeine en la esterilla.',
          'Coloca los codos justo debajo de los hombros, con los antebrazos paralelos y las palmas apoyadas.',
          'Presiona los antebrazos contra el suelo y tira suavemente de ellos hacia ti para elevar y alargar el pecho.',
          'Deja que el abdomen y la cadera pesen sobre la esterilla y mantén los glúteos relajados.',
          'Quédate de 1 a 3 minutos respirando hacia las costillas de atrás y luego baja el pecho y apoya la cabeza sobre los brazos cruzados.',
        ],
        tips: [
          'Adelanta un poco los codos si notas un pellizco en la zona lumbar.',
          'Es una alternativa a la cobra sin carga en las muñecas, ideal si te molestan al apoyar peso.',
        ],
        commonMistakes: [
          'Colgarse entre los hombros, que acaban subiendo hacia las orejas.',
          'Apretar con fuerza los glúteos durante todo el tiempo.',
          'Estirar el cuello para mirar al techo.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Postura de la esfinge', aliases: ['Esfinge', 'Salamba bhujangasana'] } },
  },
  {
    code: 'YOGA_BRIDGE_POSE',
    name: 'Bridge Pose',
    aliases: ['Yoga Bridge', 'Setu Bandha Sarvangasana'],
    type: 'YOGA',
    tags: ['YOGA', 'STRETCHING', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT', 'YOGA_BLOCK'],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 15, isPrimary: true },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'QUADRICEPS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'SEMITENDINOSUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          "Lie on your back with your knees bent, feet flat and hip-width apart, heels about a hand's length from your buttocks.",
          'Press down through your feet and upper arms to lift your hips toward the ceiling.',
          'Shuffle your shoulders underneath you one at a time and interlace your fingers on the mat below your pelvis.',
          'Lift the chest toward the chin while the thighs stay parallel and the knees point straight ahead.',
          'Hold for 5 to 8 breaths, release the hands and roll down one vertebra at a time.',
        ],
        tips: [
          'Slide a block under your sacrum for a supported, restful version.',
          'Leave a small space between chin and chest, and never turn your head to the side while the weight is on your shoulders.',
        ],
        commonMistakes: [
          'Letting the knees splay apart as the hips rise.',
          'Pushing the weight back into the neck instead of the shoulders and feet.',
          'Lifting the hips by overarching the lower back rather than by pressing through the heels.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate boca arriba con las rodillas flexionadas, los pies apoyados a la anchura de las caderas y los talones a un palmo de los glúteos.',
          'Empuja con los pies y con la parte alta de los brazos para elevar la cadera hacia el techo.',
          'Mete los hombros por debajo de ti de uno en uno y entrelaza los dedos sobre la esterilla, bajo la pelvis.',
          'Lleva el pecho hacia la barbilla mientras los muslos siguen paralelos y las rodillas apuntan hacia delante.',
          'Aguanta de 5 a 8 respiraciones, suelta las manos y baja vértebra a vértebra.',
        ],
        tips: [
          'Coloca un bloque bajo el sacro para hacer una versión apoyada y de descanso.',
          'Deja un pequeño espacio entre la barbilla y el pecho y no gires nunca la cabeza mientras el peso está sobre los hombros.',
        ],
        commonMistakes: [
          'Dejar que las rodillas se abran mientras sube la cadera.',
          'Llevar el peso al cuello en lugar de a los hombros y los pies.',
          'Subir la cadera arqueando de más la zona lumbar en vez de empujar con los talones.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Postura del puente', aliases: ['Puente de yoga', 'Setu bandha sarvangasana'] } },
  },
  {
    code: 'WHEEL_POSE',
    name: 'Wheel Pose',
    aliases: ['Full Wheel', 'Upward Bow Pose', 'Urdhva Dhanurasana'],
    type: 'YOGA',
    tags: ['YOGA', 'STRETCHING', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT', 'YOGA_BLOCK'],
    muscleUsage: [
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 15, isPrimary: true },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'QUADRICEPS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on your back with your knees bent, feet hip-width apart and heels close to your buttocks.',
          'Place your hands beside your ears, palms flat, fingers pointing toward your shoulders and elbows pointing up.',
          'Press through the feet to lift the hips, then push into the hands and set the crown of your head lightly on the mat.',
          'Pause there to draw the elbows in parallel, then straighten the arms to lift your head and arch fully.',
          'Hold for 3 to 5 breaths, tuck the chin and lower slowly onto the back of the head and then the spine.',
        ],
        tips: [
          'Prepare with Bridge Pose and Camel Pose so the upper back and hip flexors are warm.',
          'Set two blocks against a wall under your hands to reduce how far the wrists have to bend.',
          'Skip it with an irritated lower back or sore wrists; the bend should spread through the upper back and shoulders, not pile into the lumbar spine.',
        ],
        commonMistakes: [
          'Turning the feet out so the knees splay and the lower back takes the squeeze.',
          'Letting the elbows flare wide, which collapses the shoulders.',
          'Dropping straight onto the head on the way down.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate boca arriba con las rodillas flexionadas, los pies a la anchura de las caderas y los talones cerca de los glúteos.',
          'Coloca las manos junto a las orejas con las palmas apoyadas, los dedos hacia los hombros y los codos apuntando al techo.',
          'Empuja con los pies para elevar la cadera, luego presiona con las manos y apoya suavemente la coronilla en la esterilla.',
          'Detente ahí para cerrar los codos hasta dejarlos paralelos y después estira los brazos para despegar la cabeza y arquearte del todo.',
          'Aguanta de 3 a 5 respiraciones, recoge la barbilla y baja despacio apoyando primero la parte posterior de la cabeza y luego la columna.',
        ],
        tips: [
          'Prepárate con la postura del puente y la del camello para tener calientes la parte alta de la espalda y los flexores de la cadera.',
          'Coloca dos bloques contra una pared bajo las manos para que las muñecas tengan que doblarse menos.',
          'No la hagas si tienes la zona lumbar irritada o te duelen las muñecas; la curva debe repartirse por la parte alta de la espalda y los hombros, no acumularse en las lumbares.',
        ],
        commonMistakes: [
          'Girar los pies hacia fuera, con lo que las rodillas se abren y la zona lumbar se comprime.',
          'Dejar que los codos se abran mucho, lo que hunde los hombros.',
          'Dejarse caer directamente sobre la cabeza al bajar.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Postura de la rueda', aliases: ['Rueda', 'Arco hacia arriba', 'Urdhva dhanurasana'] } },
  },
  {
    code: 'FISH_POSE',
    name: 'Fish Pose',
    aliases: ['Matsyasana'],
    type: 'YOGA',
    tags: ['YOGA', 'STRETCHING', 'GOOD_COOLDOWN', 'HOME_EXERCISE'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT', 'YOGA_BLOCK'],
    muscleUsage: [
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'STERNOCLEIDOMASTOID', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'PECTORALIS_MINOR', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 15, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on your back with your legs straight and slide your hands, palms down, under your buttocks.',
          'Press the forearms and elbows into the mat and lift your chest toward the ceiling.',
          'Arch the upper back and, only if your neck is comfortable, let the crown of your head touch the mat with almost no weight on it.',
          'Keep the legs active and the weight in the forearms as you breathe into the lifted chest.',
          'Hold for 3 to 5 breaths, lift the head first, then lower the chest and rest.',
        ],
        tips: [
          'For a supported version, lie back over a block placed under the shoulder blades with a second block under your head.',
          'Practice it after Plow or Supported Shoulder Stand to counter the neck flexion of those poses.',
        ],
        commonMistakes: [
          'Putting body weight on the top of the head.',
          'Rolling the head from side to side while in the pose.',
          'Lifting the chest up before the head when coming out.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate boca arriba con las piernas estiradas y mete las manos, con las palmas hacia abajo, bajo los glúteos.',
          'Presiona los antebrazos y los codos contra la esterilla y eleva el pecho hacia el techo.',
          'Arquea la parte alta de la espalda y, solo si el cuello está cómodo, deja que la coronilla toque la esterilla casi sin peso.',
          'Mantén las piernas activas y el peso en los antebrazos mientras respiras hacia el pecho elevado.',
          'Aguanta de 3 a 5 respiraciones, levanta primero la cabeza y luego baja el pecho y descansa.',
        ],
        tips: [
          'Para una versión apoyada, túmbate sobre un bloque colocado bajo los omóplatos y pon otro bajo la cabeza.',
          'Practícala después del arado o de la vela para compensar la flexión de cuello de esas posturas.',
        ],
        commonMistakes: [
          'Cargar el peso del cuerpo sobre la coronilla.',
          'Girar la cabeza de un lado a otro durante la postura.',
          'Subir el pecho antes que la cabeza al deshacer la postura.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Postura del pez', aliases: ['Pez', 'Matsyasana'] } },
  },
  {
    code: 'PUPPY_POSE',
    name: 'Puppy Pose',
    aliases: ['Extended Puppy Pose', 'Melting Heart Pose', 'Uttana Shishosana'],
    type: 'YOGA',
    tags: ['YOGA', 'STRETCHING', 'GOOD_COOLDOWN', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT', 'YOGA_BLOCK'],
    muscleUsage: [
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'TERES_MAJOR', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'PECTORALIS_MINOR', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Start on all fours with your hips directly above your knees and the tops of your feet on the mat.',
          'Walk your hands forward a few inches at a time while the hips stay stacked over the knees.',
          'Let the chest melt toward the floor and rest your forehead or chin on the mat, arms straight and shoulder-width apart.',
          'Press lightly into the palms and lift the elbows off the floor so the armpits sink toward the mat.',
          'Hold for 30 seconds to a minute, then walk the hands back and sit on your heels.',
        ],
        tips: [
          'Fold a blanket under your knees if they are sensitive to the floor.',
          'Rest your forehead on a block when the chest is far from the mat.',
          'Draw the lower belly in slightly so the stretch lands in the shoulders rather than the lower back.',
        ],
        commonMistakes: [
          "Sitting the hips back toward the heels, which turns it into Child's Pose.",
          'Placing the hands too close together so the shoulders pinch.',
          'Letting the belly sag and the lower back overarch.',
        ],
      },
      'es-ES': {
        steps: [
          'Empieza a cuatro patas con la cadera justo encima de las rodillas y el empeine en la esterilla.',
          'Avanza las manos unos centímetros cada vez mientras la cadera sigue encima de las rodillas.',
          'Deja que el pecho se hunda hacia el suelo y apoya la frente o la barbilla en la esterilla, con los brazos estirados a la anchura de los hombros.',
          'Presiona ligeramente con las palmas y despega los codos del suelo para que las axilas bajen hacia la esterilla.',
          'Aguanta de 30 segundos a un minuto y después retrocede con las manos y siéntate sobre los talones.',
        ],
        tips: [
          'Dobla una manta bajo las rodillas si te molestan contra el suelo.',
          'Apoya la frente en un bloque cuando el pecho quede lejos de la esterilla.',
          'Recoge un poco la parte baja del abdomen para que el estiramiento se note en los hombros y no en la zona lumbar.',
        ],
        commonMistakes: [
          'Llevar la cadera atrás hacia los talones, con lo que se convierte en la postura del niño.',
          'Colocar las manos demasiado juntas, de forma que los hombros se pinzan.',
          'Dejar caer el abdomen y arquear de más la zona lumbar.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Postura del cachorro', aliases: ['Cachorro', 'Cachorro extendido', 'Uttana shishosana'] },
    },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // Yoga arm balances, seated and supine poses, inversions and flows
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'CROW_POSE',
    name: 'Crow Pose',
    aliases: ['Crane Pose', 'Bakasana', 'Kakasana'],
    type: 'YOGA',
    tags: ['YOGA', 'BALANCE', 'ABS_CORE', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT', 'YOGA_BLOCK'],
    muscleUsage: [
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 15, isPrimary: true },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'WRIST_FLEXORS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Squat with your feet together and knees wide, and plant your hands shoulder-width apart about a foot (30 cm) in front of your toes, fingers spread.',
          'Bend your elbows straight back and lift your hips so your knees rest high on the backs of your upper arms, close to the armpits.',
          'Round the upper back, draw the belly in and shift your weight forward into your hands, gazing a few inches past your fingertips.',
          'Lift one foot and then the other, drawing the heels toward your buttocks and the big toes together.',
          'Hold for 3 to 5 breaths, lower the feet softly and sit back into the squat.',
        ],
        tips: [
          'Put a folded blanket or cushion in front of your hands so the fear of tipping forward fades.',
          'Standing your feet on a block makes it easier to get the knees high on the arms.',
          'Warm up your wrists first and skip the pose if they hurt; pressing through the finger pads spreads the load away from the heel of the hand.',
        ],
        commonMistakes: [
          'Staring straight down between the hands, which pulls the weight back and drops the feet.',
          'Letting the elbows splay out to the sides.',
          'Resting the knees low near the elbows so you hang on the forearms.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte en cuclillas con los pies juntos y las rodillas abiertas y apoya las manos a la anchura de los hombros unos 30 cm por delante de los dedos de los pies, con los dedos separados.',
          'Flexiona los codos hacia atrás y eleva la cadera para apoyar las rodillas en la parte alta de la cara posterior de los brazos, cerca de las axilas.',
          'Redondea la parte alta de la espalda, recoge el abdomen y lleva el peso hacia delante sobre las manos, mirando unos centímetros por delante de los dedos.',
          'Despega un pie y luego el otro, llevando los talones hacia los glúteos y juntando los dedos gordos.',
          'Aguanta de 3 a 5 respiraciones, baja los pies con suavidad y vuelve a las cuclillas.',
        ],
        tips: [
          'Pon una manta doblada o un cojín delante de las manos para perder el miedo a caerte hacia delante.',
          'Subir los pies a un bloque facilita colocar las rodillas altas sobre los brazos.',
          'Calienta antes las muñecas y no hagas la postura si te duelen; apretar con las yemas de los dedos aleja la carga de la base de la mano.',
        ],
        commonMistakes: [
          'Mirar justo hacia abajo entre las manos, lo que lleva el peso hacia atrás y hace caer los pies.',
          'Dejar que los codos se abran hacia los lados.',
          'Apoyar las rodillas abajo, junto a los codos, y quedarse colgando de los antebrazos.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Postura del cuervo', aliases: ['Cuervo', 'Postura de la grulla', 'Bakasana'] } },
  },
  {
    code: 'BOAT_POSE',
    name: 'Boat Pose',
    aliases: ['Full Boat Pose', 'Navasana', 'Paripurna Navasana'],
    type: 'YOGA',
    tags: ['YOGA', 'ABS_CORE', 'ISOMETRIC', 'BALANCE', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'QUADRICEPS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Sit with your knees bent and feet flat, holding the backs of your thighs.',
          'Lean back until you balance just behind your sit bones, lifting the chest and lengthening the spine.',
          'Raise the feet until the shins are parallel to the floor, then let go of the legs and reach the arms forward at shoulder height.',
          'Straighten the legs into a V shape only if the spine stays long.',
          'Hold for 5 breaths, lower the feet, rest briefly and repeat 3 to 5 times.',
        ],
        tips: [
          'Stay with bent knees (Half Boat) for as long as straight legs make your lower back round.',
          'Keep your hands lightly on the backs of your thighs until the balance feels settled.',
        ],
        commonMistakes: [
          'Collapsing onto the tailbone with a rounded lower back.',
          'Caving the chest and lifting the shoulders toward the ears.',
          'Clamping the breath shut to survive the hold.',
        ],
      },
      'es-ES': {
        steps: [
          'Siéntate con las rodillas flexionadas y los pies apoyados, sujetando la parte posterior de los muslos.',
          'Inclínate hacia atrás hasta equilibrarte justo detrás de los isquiones, elevando el pecho y alargando la columna.',
          'Sube los pies hasta que las espinillas queden paralelas al suelo, suelta las piernas y estira los brazos hacia delante a la altura de los hombros.',
          'Estira las piernas en forma de V solo si la columna sigue larga.',
          'Aguanta 5 respiraciones, baja los pies, descansa un momento y repite de 3 a 5 veces.',
        ],
        tips: [
          'Quédate con las rodillas flexionadas (media barca) mientras las piernas estiradas te hagan redondear la zona lumbar.',
          'Mantén las manos apoyadas con suavidad en la parte de atrás de los muslos hasta que el equilibrio sea estable.',
        ],
        commonMistakes: [
          'Hundirse sobre el coxis con la zona lumbar redondeada.',
          'Cerrar el pecho y subir los hombros hacia las orejas.',
          'Bloquear la respiración para aguantar la postura.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Postura de la barca', aliases: ['Barca', 'Postura del barco', 'Navasana'] } },
  },
  {
    code: 'SEATED_FORWARD_FOLD',
    name: 'Seated Forward Fold',
    aliases: ['Seated Forward Bend', 'Paschimottanasana'],
    type: 'YOGA',
    tags: ['YOGA', 'STRETCHING', 'GOOD_COOLDOWN', 'HOME_EXERCISE'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT', 'STRETCHING_STRAP', 'YOGA_BLOCK'],
    muscleUsage: [
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'SEMITENDINOSUS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'SEMIMEMBRANOSUS', targetPercentage: 15, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Sit with your legs straight in front of you and feet flexed, and pull the flesh of your buttocks back so you sit squarely on your sit bones.',
          'Inhale and raise your arms overhead to lengthen the spine.',
          'Exhale and hinge forward from the hips, leading with the chest rather than the head.',
          'Hold your shins, ankles or feet, or a strap looped around the soles, wherever you arrive without rounding hard.',
          'Stay for 1 to 2 minutes, lengthening a little on each inhale and folding slightly deeper on each exhale, then roll up slowly.',
        ],
        tips: [
          'Sitting on a folded blanket or a block tips the pelvis forward and makes the hinge far easier.',
          'Bend the knees a little if you feel a pull behind the knee joint rather than in the belly of the hamstrings.',
        ],
        commonMistakes: [
          'Yanking yourself down with the arms.',
          'Curling the upper back toward the legs while the pelvis stays tucked under.',
          'Pressing the backs of the knees hard into the floor.',
        ],
      },
      'es-ES': {
        steps: [
          'Siéntate con las piernas estiradas delante y los pies flexionados, y retira hacia atrás la carne de los glúteos para apoyarte bien sobre los isquiones.',
          'Inspira y sube los brazos por encima de la cabeza para alargar la columna.',
          'Espira e inclínate hacia delante desde la cadera, guiando con el pecho y no con la cabeza.',
          'Agárrate las espinillas, los tobillos o los pies, o una cinta pasada por las plantas, allí donde llegues sin redondearte demasiado.',
          'Quédate de 1 a 2 minutos, alargándote un poco en cada inspiración y plegándote algo más en cada espiración, y luego sube enrollando la columna despacio.',
        ],
        tips: [
          'Sentarte sobre una manta doblada o un bloque inclina la pelvis hacia delante y facilita mucho la flexión.',
          'Flexiona un poco las rodillas si notas el tirón detrás de la articulación de la rodilla y no en el centro de los isquiotibiales.',
        ],
        commonMistakes: [
          'Tirar de ti mismo hacia abajo con los brazos.',
          'Encorvar la parte alta de la espalda hacia las piernas mientras la pelvis sigue metida hacia dentro.',
          'Apretar con fuerza la parte de atrás de las rodillas contra el suelo.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Pinza sentada', aliases: ['Pinza', 'Flexión hacia delante sentado', 'Paschimottanasana'] } },
  },
  {
    code: 'WIDE_LEGGED_FORWARD_FOLD',
    name: 'Wide-Legged Forward Fold',
    aliases: ['Wide-Legged Forward Bend', 'Prasarita Padottanasana'],
    type: 'YOGA',
    tags: ['YOGA', 'STRETCHING', 'GOOD_COOLDOWN', 'HOME_EXERCISE'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT', 'YOGA_BLOCK'],
    muscleUsage: [
      { muscleCode: 'ADDUCTORS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'SEMITENDINOSUS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'SEMIMEMBRANOSUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand with your feet 3 to 4 feet (about 1 to 1.2 m) apart and parallel, hands on your hips.',
          'Lift your chest, then hinge forward from the hips with a long spine.',
          'Place your hands on the floor between your feet, shoulder-width apart, or on blocks if the floor is far away.',
          'Bend your elbows straight back and let the crown of your head hang toward the floor, shifting a little weight into the balls of your feet.',
          'Hold for 5 to 10 breaths, bring your hands back to your hips and rise with a flat back.',
        ],
        tips: [
          'Press the outer edges of the feet down and firm the thighs so the inner knees do not take the strain.',
          'With glaucoma or uncontrolled high blood pressure, stop at a flat back with your hands on blocks so your head stays above your heart.',
        ],
        commonMistakes: [
          'Turning the toes out so the knees roll inward.',
          'Sitting back into the heels so the hips drift behind the feet.',
          'Standing back up with a rounded back and the head leading.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte de pie con los pies separados entre 1 y 1,2 m y paralelos, con las manos en la cadera.',
          'Eleva el pecho y después inclínate hacia delante desde la cadera con la columna larga.',
          'Apoya las manos en el suelo entre los pies, a la anchura de los hombros, o sobre bloques si el suelo queda lejos.',
          'Flexiona los codos hacia atrás y deja que la coronilla cuelgue hacia el suelo, llevando un poco de peso a la parte delantera de los pies.',
          'Aguanta de 5 a 10 respiraciones, vuelve a llevar las manos a la cadera y sube con la espalda recta.',
        ],
        tips: [
          'Presiona el borde externo de los pies y activa los muslos para que la parte interna de las rodillas no se sobrecargue.',
          'Si tienes glaucoma o tensión alta no controlada, quédate con la espalda recta y las manos en bloques para que la cabeza siga por encima del corazón.',
        ],
        commonMistakes: [
          'Girar las puntas de los pies hacia fuera, con lo que las rodillas se van hacia dentro.',
          'Echar el peso a los talones, de modo que la cadera se queda por detrás de los pies.',
          'Subir con la espalda redondeada y la cabeza por delante.',
        ],
      },
    },
    names: {
      'es-ES': {
        name: 'Flexión hacia delante con piernas abiertas',
        aliases: ['Pinza de pie con piernas abiertas', 'Prasarita padottanasana'],
      },
    },
  },
  {
    code: 'HAPPY_BABY_POSE',
    name: 'Happy Baby Pose',
    aliases: ['Happy Baby', 'Ananda Balasana'],
    type: 'YOGA',
    tags: ['YOGA', 'STRETCHING', 'GOOD_COOLDOWN', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT', 'STRETCHING_STRAP'],
    muscleUsage: [
      { muscleCode: 'ADDUCTORS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'SEMITENDINOSUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'QUADRATUS_LUMBORUM', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on your back and draw your knees toward your chest.',
          'Open the knees wider than your torso and bring them toward your armpits.',
          'Stack each ankle over its knee so the shins point up, and hold the outer edges of the feet, the ankles or the backs of the thighs.',
          'Pull down gently with the hands while pressing the soles up into them, letting the sacrum stay heavy on the mat.',
          'Stay for 1 to 2 minutes, rocking slowly from side to side if it feels good, then let go of the feet and hug the knees.',
        ],
        tips: [
          'Hook a strap over each foot when the hands cannot reach without the head lifting.',
          'Slip a thin cushion under your head if your chin juts toward the ceiling.',
        ],
        commonMistakes: [
          'Curling the tailbone off the floor as you pull the feet down.',
          'Lifting the head and shoulders to reach the feet.',
          'Pulling the knees down so hard that the fronts of the hips pinch.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate boca arriba y lleva las rodillas hacia el pecho.',
          'Abre las rodillas más allá del ancho del tronco y acércalas a las axilas.',
          'Coloca cada tobillo encima de su rodilla para que las espinillas apunten hacia arriba y agarra el borde externo de los pies, los tobillos o la parte de atrás de los muslos.',
          'Tira suavemente hacia abajo con las manos mientras empujas las plantas contra ellas, dejando que el sacro pese sobre la esterilla.',
          'Quédate de 1 a 2 minutos, balanceándote despacio de lado a lado si te sienta bien, y después suelta los pies y abraza las rodillas.',
        ],
        tips: [
          'Engancha una cinta en cada pie cuando no llegues con las manos sin levantar la cabeza.',
          'Coloca un cojín fino bajo la cabeza si la barbilla se te va hacia el techo.',
        ],
        commonMistakes: [
          'Despegar el coxis del suelo al tirar de los pies hacia abajo.',
          'Levantar la cabeza y los hombros para llegar a los pies.',
          'Tirar de las rodillas con tanta fuerza que se pinza la parte delantera de la cadera.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Postura del bebé feliz', aliases: ['Bebé feliz', 'Ananda balasana'] } },
  },
  {
    code: 'SUPINE_SPINAL_TWIST',
    name: 'Supine Spinal Twist',
    aliases: ['Reclined Spinal Twist', 'Supta Matsyendrasana'],
    type: 'YOGA',
    tags: ['YOGA', 'STRETCHING', 'GOOD_COOLDOWN', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT', 'YOGA_BLOCK'],
    muscleUsage: [
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 15, isPrimary: true },
      { muscleCode: 'INTERNAL_OBLIQUES', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'QUADRATUS_LUMBORUM', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on your back, hug your right knee to your chest and keep the left leg long on the mat.',
          'Stretch your arms out to the sides at shoulder height.',
          'Use your left hand to guide the right knee across your body toward the floor on the left, letting the hips roll with it.',
          'Turn your head to the right only if your neck welcomes it, and let the right shoulder blade sink toward the mat.',
          'Stay for 1 to 2 minutes, breathing slowly into the twist, then roll back to center and switch sides.',
        ],
        tips: [
          'Rest the bent knee on a block or cushion if it hangs in the air.',
          'For a gentler version, bend both knees and let them fall to one side together.',
        ],
        commonMistakes: [
          'Forcing the knee down with the hand while the opposite shoulder lifts high off the floor.',
          'Whipping into the twist with momentum instead of letting gravity do the work.',
          'Bracing the belly and holding the breath so the spine cannot relax.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate boca arriba, abraza la rodilla derecha contra el pecho y deja la pierna izquierda estirada en la esterilla.',
          'Extiende los brazos hacia los lados a la altura de los hombros.',
          'Con la mano izquierda, lleva la rodilla derecha cruzando el cuerpo hacia el suelo del lado izquierdo, dejando que la cadera gire con ella.',
          'Gira la cabeza a la derecha solo si el cuello lo agradece y deja que el omóplato derecho se hunda hacia la esterilla.',
          'Quédate de 1 a 2 minutos respirando despacio en la torsión y después vuelve al centro y cambia de lado.',
        ],
        tips: [
          'Apoya la rodilla flexionada en un bloque o un cojín si se queda en el aire.',
          'Para una versión más suave, flexiona las dos rodillas y déjalas caer juntas hacia un lado.',
        ],
        commonMistakes: [
          'Forzar la rodilla hacia abajo con la mano mientras el hombro contrario se despega mucho del suelo.',
          'Entrar en la torsión de golpe en lugar de dejar que la gravedad haga el trabajo.',
          'Tensar el abdomen y contener la respiración, de modo que la columna no puede relajarse.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Torsión supina', aliases: ['Torsión tumbado boca arriba', 'Torsión reclinada', 'Supta matsyendrasana'] },
    },
  },
  {
    code: 'PLOW_POSE',
    name: 'Plow Pose',
    aliases: ['Halasana'],
    type: 'YOGA',
    tags: ['YOGA', 'STRETCHING', 'HOME_EXERCISE'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT', 'YOGA_BLOCK'],
    muscleUsage: [
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 15, isPrimary: true },
      { muscleCode: 'SPLENIUS_CAPITIS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'SEMITENDINOSUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'UPPER_TRAPEZIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on your back with your arms by your sides, palms down, ideally with two firmly folded blankets under your shoulders and your head on the mat beyond them.',
          'Press your arms into the floor and use your abdominals to lift your legs and hips overhead, supporting your back with your hands if needed.',
          'Lower your toes to the floor behind your head, or to blocks or a chair seat, keeping the legs straight.',
          'Keep the weight on the tops of your shoulders rather than the neck, with your gaze fixed toward your belly.',
          'Hold for 5 to 10 breaths, then place your palms flat and roll down one vertebra at a time with your head staying on the floor.',
        ],
        tips: [
          'The blanket stack keeps the neck in a gentler curve; let it support the shoulders, not the head.',
          'Skip this pose with a neck or disc injury, glaucoma, uncontrolled high blood pressure or during pregnancy.',
          'Follow it with Fish Pose to ease the neck back into extension.',
        ],
        commonMistakes: [
          'Turning the head to look around while weight rests on the shoulders and neck.',
          'Forcing the feet to the floor so you roll onto the back of the neck.',
          'Dropping down fast instead of rolling out with control.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate boca arriba con los brazos junto al cuerpo y las palmas hacia abajo, a ser posible con dos mantas bien dobladas bajo los hombros y la cabeza en la esterilla, fuera de ellas.',
          'Presiona los brazos contra el suelo y usa el abdomen para llevar las piernas y la cadera por encima de la cabeza, sujetando la espalda con las manos si lo necesitas.',
          'Baja los dedos de los pies al suelo por detrás de la cabeza, o a unos bloques o el asiento de una silla, con las piernas estiradas.',
          'Mantén el peso en la parte alta de los hombros y no en el cuello, con la mirada fija hacia el abdomen.',
          'Aguanta de 5 a 10 respiraciones, apoya las palmas y baja vértebra a vértebra sin despegar la cabeza del suelo.',
        ],
        tips: [
          'Las mantas mantienen el cuello en una curva más suave; deja que sostengan los hombros, no la cabeza.',
          'No hagas esta postura si tienes una lesión cervical o discal, glaucoma, tensión alta no controlada o estás embarazada.',
          'Haz después la postura del pez para devolver el cuello a la extensión con suavidad.',
        ],
        commonMistakes: [
          'Girar la cabeza para mirar alrededor mientras el peso descansa sobre los hombros y el cuello.',
          'Forzar los pies hacia el suelo hasta rodar sobre la nuca.',
          'Bajar de golpe en lugar de desenrollarte con control.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Postura del arado', aliases: ['Arado', 'Halasana'] } },
  },
  {
    code: 'SUPPORTED_SHOULDER_STAND',
    name: 'Supported Shoulder Stand',
    aliases: ['Shoulder Stand', 'Candle Pose', 'Salamba Sarvangasana'],
    type: 'YOGA',
    tags: ['YOGA', 'BALANCE', 'HOME_EXERCISE'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 15, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'SPLENIUS_CAPITIS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'POSTERIOR_DELTOID', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'UPPER_TRAPEZIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Fold two firm blankets into a neat stack and lie with your shoulders on its edge, your head on the mat and your arms by your sides.',
          'Bend your knees, press the arms down and roll your hips up until your knees hover over your forehead.',
          'Bend your elbows and place your hands on your back near the shoulder blades, walking the elbows in to shoulder-width.',
          'Straighten the legs toward the ceiling one at a time until hips and feet stack over the shoulders, weight on the upper arms and shoulders.',
          'Hold for 10 to 20 breaths, lower the knees toward your forehead, release the hands and roll down slowly.',
        ],
        tips: [
          'Keep your head still and your throat soft; if you feel pressure in the neck, come down and rest with your legs up a wall instead.',
          'Avoid it with a neck injury, glaucoma, uncontrolled high blood pressure or during pregnancy unless a qualified teacher is guiding you.',
          'Move your hands higher up your back as the body straightens to keep the chest lifting toward the chin.',
        ],
        commonMistakes: [
          'Letting the elbows slide wide apart so the body sinks onto the neck.',
          'Turning the head while in the pose.',
          'Allowing the legs to drift back over the face so the body hangs at a diagonal.',
        ],
      },
      'es-ES': {
        steps: [
          'Dobla dos mantas firmes en una pila ordenada y túmbate con los hombros en su borde, la cabeza en la esterilla y los brazos junto al cuerpo.',
          'Flexiona las rodillas, presiona los brazos contra el suelo y rueda la cadera hacia arriba hasta que las rodillas queden sobre la frente.',
          'Flexiona los codos y coloca las manos en la espalda cerca de los omóplatos, acercando los codos hasta la anchura de los hombros.',
          'Estira las piernas hacia el techo de una en una hasta que la cadera y los pies queden alineados sobre los hombros, con el peso en la parte alta de los brazos y en los hombros.',
          'Aguanta de 10 a 20 respiraciones, baja las rodillas hacia la frente, suelta las manos y desciende despacio.',
        ],
        tips: [
          'Mantén la cabeza quieta y la garganta relajada; si notas presión en el cuello, baja y descansa con las piernas apoyadas en una pared.',
          'Evítala si tienes una lesión de cuello, glaucoma, tensión alta no controlada o estás embarazada, salvo que te guíe un profesor cualificado.',
          'Sube las manos por la espalda a medida que el cuerpo se endereza para que el pecho siga acercándose a la barbilla.',
        ],
        commonMistakes: [
          'Dejar que los codos se abran, con lo que el cuerpo se hunde sobre el cuello.',
          'Girar la cabeza durante la postura.',
          'Permitir que las piernas se vayan por encima de la cara y el cuerpo quede en diagonal.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Postura sobre los hombros', aliases: ['La vela', 'Vela', 'Salamba sarvangasana'] } },
  },
  {
    code: 'LIZARD_POSE',
    name: 'Lizard Pose',
    aliases: ['Lizard Lunge', 'Utthan Pristhasana'],
    type: 'YOGA',
    tags: ['YOGA', 'STRETCHING', 'UNILATERAL', 'GOOD_COOLDOWN', 'HOME_EXERCISE'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT', 'YOGA_BLOCK'],
    muscleUsage: [
      { muscleCode: 'ILIOPSOAS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'QUADRICEPS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'SEMITENDINOSUS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'From Downward-Facing Dog, step your right foot to the outside of your right hand and lower the back knee to the mat.',
          'Walk the right foot a little toward the edge of the mat so the toes angle out slightly and the knee stays over the heel.',
          'Keep your hands under your shoulders, or lower your forearms to the mat or to a block if your hips allow.',
          'Let the hips sink forward and down while the chest stays long, breathing into the front of the back hip and the inner right thigh.',
          'Hold for 1 to 2 minutes, come back up onto your hands and switch sides.',
        ],
        tips: [
          'Pad the back knee with a folded blanket, or tuck the back toes and lift the knee for a more active version.',
          'Let the front knee roll out onto the outer edge of the foot to shift the stretch deeper into the hip.',
        ],
        commonMistakes: [
          'Letting the front knee collapse inward toward the midline.',
          'Sinking into the shoulders with the elbows locked.',
          'Forcing the forearms to the floor by rounding the back.',
        ],
      },
      'es-ES': {
        steps: [
          'Desde el perro boca abajo, adelanta el pie derecho por fuera de la mano derecha y baja la rodilla de atrás a la esterilla.',
          'Desplaza un poco el pie derecho hacia el borde de la esterilla para que los dedos apunten ligeramente hacia fuera y la rodilla siga sobre el talón.',
          'Mantén las manos bajo los hombros o baja los antebrazos a la esterilla o a un bloque si la cadera lo permite.',
          'Deja que la cadera se hunda hacia delante y hacia abajo mientras el pecho sigue largo, respirando hacia la parte delantera de la cadera de atrás y la cara interna del muslo derecho.',
          'Aguanta de 1 a 2 minutos, vuelve a subir sobre las manos y cambia de lado.',
        ],
        tips: [
          'Protege la rodilla de atrás con una manta doblada, o flexiona los dedos de atrás y despega la rodilla para una versión más activa.',
          'Deja que la rodilla delantera se abra sobre el borde externo del pie para llevar el estiramiento más a fondo en la cadera.',
        ],
        commonMistakes: [
          'Dejar que la rodilla delantera se cierre hacia la línea media.',
          'Hundirse entre los hombros con los codos bloqueados.',
          'Forzar los antebrazos hasta el suelo redondeando la espalda.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Postura del lagarto', aliases: ['Lagarto', 'Utthan pristhasana'] } },
  },
  {
    code: 'SUN_SALUTATION_A',
    name: 'Sun Salutation A',
    aliases: ['Surya Namaskar A', 'Sun Salute A'],
    type: 'YOGA',
    tags: ['YOGA', 'GOOD_WARMUP', 'COMPOUND', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 15, isPrimary: true },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 15, isPrimary: true },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GASTROCNEMIUS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand at the front of the mat with your feet together and palms pressed together at your chest.',
          'Inhale and sweep the arms overhead, then exhale and fold forward over your legs, bending the knees as much as you need.',
          'Inhale to a half lift with a flat back and fingertips on the shins, then exhale, plant your hands and step or hop back to plank and lower with the elbows hugging the ribs.',
          'Inhale into Upward-Facing Dog or Cobra, then exhale and lift the hips back into Downward-Facing Dog for 5 breaths.',
          'Step or hop your feet between your hands, inhale to a half lift and exhale to fold.',
          'Inhale and rise all the way up with the arms overhead, then exhale the palms back to your chest to finish one round.',
        ],
        tips: [
          'Give each movement one breath, and let the breath set the pace.',
          'Lower with the knees down, or go straight from plank to the belly and into Cobra, while your shoulders and wrists build strength.',
          'Three to five rounds at an easy pace make a thorough warm-up before strength work.',
        ],
        commonMistakes: [
          'Flaring the elbows and dropping the chest below elbow height when lowering from plank.',
          'Rushing so the movements race ahead of the breath.',
          'Letting the hips sag when stepping back to plank.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte de pie en la parte delantera de la esterilla con los pies juntos y las palmas unidas delante del pecho.',
          'Inspira y lleva los brazos por encima de la cabeza; luego espira y pliégate hacia delante sobre las piernas, flexionando las rodillas tanto como necesites.',
          'Inspira a media elevación con la espalda recta y las yemas en las espinillas; después espira, apoya las manos, da un paso o un salto atrás a plancha y baja con los codos pegados a las costillas.',
          'Inspira hacia el perro boca arriba o la cobra y luego espira y eleva la cadera hasta el perro boca abajo durante 5 respiraciones.',
          'Lleva los pies entre las manos con un paso o un salto, inspira a media elevación y espira plegándote.',
          'Inspira y sube del todo con los brazos por encima de la cabeza, y espira devolviendo las palmas al pecho para terminar una vuelta.',
        ],
        tips: [
          'Dedica una respiración a cada movimiento y deja que la respiración marque el ritmo.',
          'Baja con las rodillas apoyadas, o pasa directamente de plancha a tumbarte boca abajo y subir a cobra, mientras los hombros y las muñecas ganan fuerza.',
          'De tres a cinco vueltas a ritmo tranquilo son un calentamiento completo antes del trabajo de fuerza.',
        ],
        commonMistakes: [
          'Abrir los codos y bajar el pecho por debajo de la altura de los codos al descender desde la plancha.',
          'Ir con prisa, de modo que los movimientos se adelantan a la respiración.',
          'Dejar caer la cadera al dar el paso atrás a plancha.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Saludo al sol A', aliases: ['Surya namaskar A', 'Saludo al sol'] } },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // Pilates mat: the opening series
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'PILATES_HUNDRED',
    name: 'Pilates Hundred',
    aliases: ['The Hundred', 'Hundreds'],
    type: 'BODYWEIGHT_REPS',
    tags: ['ABS_CORE', 'GOOD_WARMUP', 'ENDURANCE', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on your back and bring your legs into tabletop, knees over hips and shins parallel to the floor.',
          'Exhale, nod the chin and curl your head and shoulders up until the tips of the shoulder blades just touch the mat, reaching the arms long beside your hips a few inches off the floor.',
          'Extend the legs toward the ceiling, or lower them to whatever height keeps your lower back anchored.',
          'Pump the straight arms up and down in small, brisk beats, breathing in for 5 pumps and out for 5 pumps.',
          'Complete 10 breath cycles for 100 pumps, then draw the knees in and lower your head to rest.',
        ],
        tips: [
          'Keep the legs in tabletop, or the feet on the floor, until you can hold the curl without neck strain.',
          'Rest your head on the mat and keep pumping if your neck tires before your abdominals.',
          'Let the pumps come from the shoulders, not from flapping wrists.',
        ],
        commonMistakes: [
          'Letting the belly dome upward instead of drawing it flat toward the spine.',
          'Jamming the chin into the chest.',
          'Lowering the legs so far that the lower back arches off the mat.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate boca arriba y coloca las piernas en posición de mesa, con las rodillas sobre la cadera y las espinillas paralelas al suelo.',
          'Espira, recoge la barbilla y eleva la cabeza y los hombros hasta que solo la punta de los omóplatos roce la esterilla, con los brazos largos junto a la cadera a unos centímetros del suelo.',
          'Estira las piernas hacia el techo o bájalas hasta la altura que permita mantener la zona lumbar apoyada.',
          'Bombea con los brazos estirados arriba y abajo en golpes cortos y enérgicos, inspirando durante 5 bombeos y espirando durante otros 5.',
          'Completa 10 ciclos de respiración, es decir, 100 bombeos, y después recoge las rodillas y apoya la cabeza para descansar.',
        ],
        tips: [
          'Mantén las piernas en mesa, o los pies en el suelo, hasta que puedas sostener la flexión del tronco sin tensión en el cuello.',
          'Apoya la cabeza en la esterilla y sigue bombeando si el cuello se cansa antes que el abdomen.',
          'Haz que el bombeo salga de los hombros y no de sacudir las muñecas.',
        ],
        commonMistakes: [
          'Dejar que el abdomen se abombe hacia arriba en lugar de hundirlo hacia la columna.',
          'Clavar la barbilla en el pecho.',
          'Bajar tanto las piernas que la zona lumbar se arquea y se despega de la esterilla.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Hundred de Pilates', aliases: ['El cien', 'Los cien', 'Hundred'] } },
  },
  {
    code: 'PILATES_ROLL_UP',
    name: 'Pilates Roll-Up',
    aliases: ['Roll-Up', 'Mat Roll-Up'],
    type: 'BODYWEIGHT_REPS',
    tags: ['ABS_CORE', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 40, isPrimary: true },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'INTERNAL_OBLIQUES', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on your back with your legs straight and together, feet flexed, and your arms reaching overhead just off the floor.',
          'Inhale as the arms float up to point at the ceiling and the chin nods toward the chest.',
          'Exhale and peel the spine off the mat one vertebra at a time, reaching forward until you are curled over your legs in a C-shape.',
          'Inhale to reach a little farther, then exhale and roll back down, tucking the pelvis first and setting each vertebra back on the mat in turn.',
          'Return the arms overhead as your head lands and repeat for 5 to 8 slow reps.',
        ],
        tips: [
          'Bend your knees and hold the backs of your thighs to walk yourself up and down until the strength arrives.',
          'If you have to jerk to get up, the hip flexors are doing the job; slow down and roll through a shorter range.',
        ],
        commonMistakes: [
          'Flinging the arms forward to build momentum.',
          'Letting the legs pop up off the floor as you curl.',
          'Dropping back to the mat in one flat piece instead of rolling through the spine.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate boca arriba con las piernas estiradas y juntas, los pies flexionados y los brazos estirados por encima de la cabeza sin tocar el suelo.',
          'Inspira mientras los brazos suben hasta apuntar al techo y la barbilla se recoge hacia el pecho.',
          'Espira y despega la columna de la esterilla vértebra a vértebra, estirándote hacia delante hasta quedar enroscado sobre las piernas en forma de C.',
          'Inspira para alargarte un poco más y luego espira y baja rodando, recogiendo primero la pelvis y apoyando de nuevo cada vértebra por orden.',
          'Devuelve los brazos por encima de la cabeza cuando esta llegue al suelo y repite de 5 a 8 veces despacio.',
        ],
        tips: [
          'Flexiona las rodillas y sujétate la parte de atrás de los muslos para ayudarte a subir y bajar mientras ganas fuerza.',
          'Si necesitas dar un tirón para subir, están trabajando los flexores de la cadera; ve más despacio y rueda en un recorrido más corto.',
        ],
        commonMistakes: [
          'Lanzar los brazos hacia delante para coger impulso.',
          'Dejar que las piernas se levanten del suelo al enroscarte.',
          'Caer de nuevo a la esterilla de una pieza en lugar de rodar por toda la columna.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Roll up de Pilates', aliases: ['Roll up', 'Enrollamiento hacia arriba'] } },
  },
  {
    code: 'PILATES_ROLL_OVER',
    name: 'Pilates Roll-Over',
    aliases: ['Roll-Over', 'Rollover'],
    type: 'BODYWEIGHT_REPS',
    tags: ['ABS_CORE', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on your back with your arms by your sides, palms down, and your legs together pointing at the ceiling.',
          'Exhale, press the arms into the mat and use your abdominals to lift the hips and roll the legs overhead until they are parallel to the floor.',
          'Open the legs to hip-width and flex the feet.',
          'Roll the spine down one vertebra at a time with the legs staying close to your face, pressing the arms down to control the speed.',
          'When the tailbone lands, bring the legs together above your hips and repeat 3 to 5 times before reversing the open-and-close pattern.',
        ],
        tips: [
          'Stop when the legs are parallel to the floor; the weight belongs between the shoulder blades, never on the neck.',
          'Leave it out if you have a neck injury or osteoporosis, since it loads the spine in deep flexion.',
          'Soften the knees slightly if tight hamstrings pull you back down too fast.',
        ],
        commonMistakes: [
          'Swinging the legs over with momentum instead of lifting the hips with the abdominals.',
          'Letting the legs plunge toward the floor on the way down so the back arches.',
          'Turning the head while the hips are overhead.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate boca arriba con los brazos junto al cuerpo, las palmas hacia abajo y las piernas juntas apuntando al techo.',
          'Espira, presiona los brazos contra la esterilla y usa el abdomen para elevar la cadera y llevar las piernas por encima de la cabeza hasta que queden paralelas al suelo.',
          'Separa las piernas a la anchura de las caderas y flexiona los pies.',
          'Baja la columna vértebra a vértebra con las piernas cerca de la cara, presionando los brazos contra el suelo para controlar la velocidad.',
          'Cuando llegue el coxis, junta las piernas sobre la cadera y repite de 3 a 5 veces antes de invertir el orden de abrir y cerrar.',
        ],
        tips: [
          'Detente cuando las piernas estén paralelas al suelo; el peso va entre los omóplatos, nunca sobre el cuello.',
          'No lo hagas si tienes una lesión de cuello u osteoporosis, porque carga la columna en flexión profunda.',
          'Flexiona un poco las rodillas si unos isquiotibiales rígidos te hacen bajar demasiado rápido.',
        ],
        commonMistakes: [
          'Pasar las piernas por encima con impulso en lugar de elevar la cadera con el abdomen.',
          'Dejar caer las piernas hacia el suelo al bajar, de modo que la espalda se arquea.',
          'Girar la cabeza mientras la cadera está por encima de ella.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Roll over de Pilates', aliases: ['Roll over', 'Rodada hacia atrás de Pilates'] } },
  },
  {
    code: 'SINGLE_LEG_CIRCLES',
    name: 'Single-Leg Circles',
    aliases: ['Pilates Leg Circles', 'One-Leg Circle'],
    type: 'BODYWEIGHT_REPS',
    tags: ['ABS_CORE', 'UNILATERAL', 'GOOD_WARMUP', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'ILIOPSOAS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 15, isPrimary: true },
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'QUADRICEPS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TENSOR_FASCIAE_LATAE', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on your back with your arms by your sides and both legs long on the mat.',
          'Raise your right leg toward the ceiling, as straight as your hamstrings allow, with the foot softly pointed.',
          'Draw a circle with the raised leg: across your body, down toward the other leg, out to the side and back up, keeping it no wider than your shoulders.',
          'Do 5 circles in one direction and 5 in the other, exhaling through one half of each circle and inhaling through the other.',
          'Lower the leg and repeat on the left side.',
        ],
        tips: [
          'Bend the bottom leg with the foot flat if the pelvis keeps rocking.',
          'Make the circle bigger only for as long as both hips stay heavy and level on the mat.',
          'Press the backs of the arms into the floor to steady the upper body.',
        ],
        commonMistakes: [
          'Letting the pelvis roll from side to side with each circle.',
          'Drawing circles so large that the lower back lifts.',
          'Gripping through the neck and shoulders.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate boca arriba con los brazos junto al cuerpo y las dos piernas estiradas sobre la esterilla.',
          'Sube la pierna derecha hacia el techo, tan estirada como te permitan los isquiotibiales, con el pie suavemente en punta.',
          'Dibuja un círculo con la pierna levantada: cruzando el cuerpo, hacia abajo en dirección a la otra pierna, hacia fuera y de nuevo arriba, sin que sea más ancho que los hombros.',
          'Haz 5 círculos en un sentido y 5 en el otro, espirando durante una mitad de cada círculo e inspirando durante la otra.',
          'Baja la pierna y repite con el lado izquierdo.',
        ],
        tips: [
          'Flexiona la pierna de abajo con el pie apoyado si la pelvis sigue balanceándose.',
          'Haz el círculo más grande solo mientras las dos caderas sigan pesadas y niveladas sobre la esterilla.',
          'Presiona la parte de atrás de los brazos contra el suelo para estabilizar el tronco.',
        ],
        commonMistakes: [
          'Dejar que la pelvis ruede de un lado a otro en cada círculo.',
          'Dibujar círculos tan grandes que la zona lumbar se levanta.',
          'Tensar el cuello y los hombros.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Círculos con una pierna', aliases: ['Círculos de pierna de Pilates', 'One leg circle'] } },
  },
  {
    code: 'ROLLING_LIKE_A_BALL',
    name: 'Rolling Like a Ball',
    aliases: ['Pilates Rolling Like a Ball', 'Rolling Ball'],
    type: 'BODYWEIGHT_REPS',
    tags: ['ABS_CORE', 'BALANCE', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'INTERNAL_OBLIQUES', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Sit near the front of a padded mat, hold your ankles and tuck into a tight ball with the heels close to your buttocks and your head toward your knees.',
          'Tip back until your feet hover just off the floor and you balance behind your sit bones.',
          'Inhale and roll back onto your upper back, stopping on the shoulder blades.',
          'Exhale and use your abdominals to roll back up to the balance point without letting the feet touch down.',
          'Repeat 6 to 8 times with the ball shape staying exactly the same.',
        ],
        tips: [
          'Keep the gap between your heels and buttocks, and between your forehead and knees, constant throughout.',
          'Skip it if you have osteoporosis or a spinal injury, because rolling on a rounded spine loads the vertebrae.',
        ],
        commonMistakes: [
          'Throwing the head back to gain momentum.',
          'Opening out of the ball as you roll back.',
          'Rolling so far that the weight lands on the neck.',
        ],
      },
      'es-ES': {
        steps: [
          'Siéntate cerca de la parte delantera de una esterilla acolchada, agárrate los tobillos y hazte una bola compacta con los talones cerca de los glúteos y la cabeza hacia las rodillas.',
          'Inclínate hacia atrás hasta que los pies queden justo en el aire y te equilibres detrás de los isquiones.',
          'Inspira y rueda hacia atrás sobre la parte alta de la espalda, deteniéndote en los omóplatos.',
          'Espira y usa el abdomen para volver rodando al punto de equilibrio sin que los pies toquen el suelo.',
          'Repite de 6 a 8 veces manteniendo exactamente la misma forma de bola.',
        ],
        tips: [
          'Mantén constante la distancia entre los talones y los glúteos, y entre la frente y las rodillas, durante todo el ejercicio.',
          'No lo hagas si tienes osteoporosis o una lesión de columna, porque rodar con la espalda redondeada carga las vértebras.',
        ],
        commonMistakes: [
          'Echar la cabeza hacia atrás para coger impulso.',
          'Abrir la bola al rodar hacia atrás.',
          'Rodar tanto que el peso acaba sobre el cuello.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Rodar como una pelota', aliases: ['Rolling like a ball', 'La pelota de Pilates'] } },
  },
  {
    code: 'PILATES_SINGLE_LEG_STRETCH',
    name: 'Pilates Single-Leg Stretch',
    aliases: ['Single-Leg Stretch', 'Single-Leg Pull'],
    type: 'BODYWEIGHT_REPS',
    tags: ['ABS_CORE', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'INTERNAL_OBLIQUES', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'QUADRICEPS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on your back, curl your head and shoulders up, and draw the right knee toward your chest with the right hand on the ankle and the left hand on the knee.',
          'Extend the left leg long at about 45 degrees, or higher if your lower back starts to lift.',
          'Switch legs with control, pulling the left knee in with the left hand on the ankle and the right hand on the knee as the right leg reaches out.',
          'Inhale for two switches and exhale for two, keeping the trunk completely still.',
          'Do 8 to 10 switches per side, then hug both knees and lower your head.',
        ],
        tips: [
          'The outside hand on the ankle and inside hand on the knee keep the bent knee tracking straight.',
          'Hold the extended leg higher, or rest your head down, to make the exercise easier.',
        ],
        commonMistakes: [
          'Rocking the torso from side to side with each switch.',
          'Kicking the leg out fast with no control at the end of the reach.',
          'Letting the lower back arch as the straight leg lowers.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate boca arriba, eleva la cabeza y los hombros y lleva la rodilla derecha hacia el pecho con la mano derecha en el tobillo y la izquierda en la rodilla.',
          'Estira la pierna izquierda a unos 45 grados, o más arriba si la zona lumbar empieza a despegarse.',
          'Cambia de pierna con control, acercando la rodilla izquierda con la mano izquierda en el tobillo y la derecha en la rodilla mientras la pierna derecha se estira.',
          'Inspira durante dos cambios y espira durante otros dos, con el tronco totalmente quieto.',
          'Haz de 8 a 10 cambios por lado y luego abraza las dos rodillas y apoya la cabeza.',
        ],
        tips: [
          'La mano de fuera en el tobillo y la de dentro en la rodilla mantienen alineada la rodilla flexionada.',
          'Sube más la pierna estirada, o apoya la cabeza, para hacer el ejercicio más fácil.',
        ],
        commonMistakes: [
          'Balancear el tronco de un lado a otro en cada cambio.',
          'Lanzar la pierna rápido y sin control al final del estiramiento.',
          'Dejar que la zona lumbar se arquee cuando baja la pierna estirada.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Estiramiento de una pierna de Pilates', aliases: ['Single leg stretch', 'Estiramiento de una pierna'] },
    },
  },
  {
    code: 'PILATES_DOUBLE_LEG_STRETCH',
    name: 'Pilates Double-Leg Stretch',
    aliases: ['Double-Leg Stretch'],
    type: 'BODYWEIGHT_REPS',
    tags: ['ABS_CORE', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'QUADRICEPS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on your back, curl your head and shoulders up and hug both knees in with your hands on the shins.',
          'Inhale and reach the arms overhead beside your ears while the legs extend out to about 45 degrees, stretching the body long in both directions.',
          'Hold that long shape for a beat without letting the curl of the upper body sink.',
          'Exhale and circle the arms out to the sides and around as you draw the knees back in to hug them.',
          'Repeat 6 to 10 times.',
        ],
        tips: [
          'Aim the legs higher toward the ceiling until your lower back can stay on the mat.',
          'Take the arms only as far overhead as you can while the head and shoulders stay lifted.',
        ],
        commonMistakes: [
          'Dropping the head back to the mat when the arms reach overhead.',
          'Arching the lower back as the legs extend.',
          'Rushing the circle so the breath cannot keep up.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate boca arriba, eleva la cabeza y los hombros y abraza las dos rodillas con las manos en las espinillas.',
          'Inspira y lleva los brazos por encima de la cabeza junto a las orejas mientras las piernas se estiran a unos 45 grados, alargando el cuerpo en las dos direcciones.',
          'Mantén esa forma alargada un instante sin que se hunda la flexión de la parte alta del tronco.',
          'Espira y describe un círculo con los brazos hacia los lados y alrededor mientras recoges las rodillas para volver a abrazarlas.',
          'Repite de 6 a 10 veces.',
        ],
        tips: [
          'Dirige las piernas más hacia el techo hasta que la zona lumbar pueda quedarse en la esterilla.',
          'Lleva los brazos por encima de la cabeza solo hasta donde puedas mantener la cabeza y los hombros elevados.',
        ],
        commonMistakes: [
          'Dejar caer la cabeza a la esterilla cuando los brazos van por encima de ella.',
          'Arquear la zona lumbar al estirar las piernas.',
          'Hacer el círculo con prisa, sin que la respiración pueda seguirlo.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Estiramiento de dos piernas de Pilates', aliases: ['Double leg stretch', 'Estiramiento de dos piernas'] },
    },
  },
  {
    code: 'PILATES_SCISSORS',
    name: 'Pilates Scissors',
    aliases: ['Single Straight-Leg Stretch', 'Hamstring Pull'],
    type: 'BODYWEIGHT_REPS',
    tags: ['ABS_CORE', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 15, isPrimary: true },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'QUADRICEPS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'SEMITENDINOSUS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on your back, curl up your head and shoulders and lift both legs straight toward the ceiling.',
          'Hold the right leg behind the calf or ankle and lower the left leg until it hovers a few inches off the floor, or higher if needed.',
          'Pulse the right leg toward you twice with your hands, then switch legs in the air in a quick scissoring motion.',
          'Inhale for one switch and exhale for the next, keeping your trunk still while the legs change.',
          'Do 8 to 10 switches per leg, then hug the knees in and rest.',
        ],
        tips: [
          'Hold behind the thigh and soften the knee if your hamstrings are tight.',
          'Keep the lowering leg higher whenever your lower back starts to peel away from the mat.',
        ],
        commonMistakes: [
          'Hauling on the leg with the arms until the shoulders hunch toward the ears.',
          'Bending both knees so the legs no longer scissor from the hips.',
          'Letting the lower back arch as the bottom leg drops.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate boca arriba, eleva la cabeza y los hombros y sube las dos piernas estiradas hacia el techo.',
          'Sujeta la pierna derecha por detrás de la pantorrilla o del tobillo y baja la izquierda hasta que quede a unos centímetros del suelo, o más arriba si lo necesitas.',
          'Acerca la pierna derecha hacia ti dos veces con las manos y después cambia de pierna en el aire con un movimiento rápido de tijera.',
          'Inspira en un cambio y espira en el siguiente, manteniendo el tronco quieto mientras cambian las piernas.',
          'Haz de 8 a 10 cambios por pierna y luego abraza las rodillas y descansa.',
        ],
        tips: [
          'Sujeta por detrás del muslo y suaviza la rodilla si tienes los isquiotibiales rígidos.',
          'Mantén más alta la pierna que baja en cuanto la zona lumbar empiece a despegarse de la esterilla.',
        ],
        commonMistakes: [
          'Tirar de la pierna con los brazos hasta que los hombros se encogen hacia las orejas.',
          'Doblar las dos rodillas, de modo que las piernas ya no hacen la tijera desde la cadera.',
          'Dejar que la zona lumbar se arquee al bajar la pierna de abajo.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Tijera de Pilates', aliases: ['Single straight leg stretch', 'Estiramiento alterno de pierna estirada'] },
    },
  },
  {
    code: 'SPINE_STRETCH_FORWARD',
    name: 'Spine Stretch Forward',
    aliases: ['Pilates Spine Stretch', 'Spine Stretch'],
    type: 'REPS_ONLY',
    tags: ['STRETCHING', 'GOOD_WARMUP', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY', 'PREGNANCY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'SEMITENDINOSUS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Sit tall with your legs straight and slightly wider than hip-width, feet flexed, arms reaching forward at shoulder height.',
          'Inhale to grow taller through the crown of your head.',
          'Exhale, nod the chin and round forward one vertebra at a time as if curling over a big ball, reaching toward your feet while drawing the belly back.',
          'Inhale and stack the spine back up from its base, with the head arriving last.',
          'Repeat 5 or 6 times.',
        ],
        tips: [
          'Sit on a folded blanket or bend the knees slightly if you cannot sit upright on your sit bones.',
          'In pregnancy, open the legs wider to make room for your belly and keep the forward curl small.',
        ],
        commonMistakes: [
          'Sinking the hips backward so the spine slumps before the curl begins.',
          'Folding forward with a flat back instead of curling.',
          'Letting the shoulders creep up as the arms reach.',
        ],
      },
      'es-ES': {
        steps: [
          'Siéntate erguido con las piernas estiradas y algo más separadas que la anchura de las caderas, los pies flexionados y los brazos estirados hacia delante a la altura de los hombros.',
          'Inspira para crecer a través de la coronilla.',
          'Espira, recoge la barbilla y redondéate hacia delante vértebra a vértebra como si te enroscaras sobre una pelota grande, estirándote hacia los pies mientras hundes el abdomen.',
          'Inspira y recoloca la columna de abajo arriba, de modo que la cabeza llegue la última.',
          'Repite 5 o 6 veces.',
        ],
        tips: [
          'Siéntate sobre una manta doblada o flexiona un poco las rodillas si no puedes estar erguido sobre los isquiones.',
          'En el embarazo, separa más las piernas para dejar sitio a la tripa y haz pequeña la flexión hacia delante.',
        ],
        commonMistakes: [
          'Hundir la cadera hacia atrás, de modo que la espalda se desploma antes de empezar a enroscarse.',
          'Inclinarse hacia delante con la espalda plana en lugar de enroscarse.',
          'Dejar que los hombros suban mientras los brazos se estiran.',
        ],
      },
    },
    names: {
      'es-ES': { name: 'Estiramiento de columna hacia delante', aliases: ['Spine stretch forward', 'Spine stretch'] },
    },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // Pilates mat: intermediate series
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'OPEN_LEG_ROCKER',
    name: 'Open-Leg Rocker',
    aliases: ['Pilates Open-Leg Rocker', 'Pilates Rocker'],
    type: 'BODYWEIGHT_REPS',
    tags: ['ABS_CORE', 'BALANCE', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'QUADRICEPS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Sit just behind your sit bones with your knees bent, hold your ankles and balance with the feet off the floor.',
          'Extend one leg and then the other into a V about shoulder-width apart, still holding the ankles, or the calves if that is where you reach.',
          'Settle the balance with a lifted chest, a scooped belly and the shoulders drawn down.',
          'Inhale and roll back onto your shoulder blades, keeping the V shape fixed.',
          'Exhale and use your abdominals to roll back up to the balance, pausing there before the next of 6 to 8 reps.',
        ],
        tips: [
          'Spend a few sessions simply holding the open-leg balance before adding the roll.',
          'Hold the calves and keep a slight bend in the knees if the hamstrings will not let the legs straighten.',
          'Roll only as far as the shoulder blades so the neck never takes your weight.',
        ],
        commonMistakes: [
          'Bending the arms and yanking on the legs to get back up.',
          'Letting the V collapse as you roll so the legs drift together or apart.',
          'Crashing the feet down to the mat on the way up.',
        ],
      },
      'es-ES': {
        steps: [
          'Siéntate justo detrás de los isquiones con las rodillas flexionadas, agárrate los tobillos y equilíbrate con los pies en el aire.',
          'Estira una pierna y luego la otra hasta formar una V con los pies a la anchura de los hombros, sin soltar los tobillos, o las pantorrillas si es donde llegas.',
          'Asienta el equilibrio con el pecho elevado, el abdomen hundido y los hombros hacia abajo.',
          'Inspira y rueda hacia atrás sobre los omóplatos, manteniendo fija la forma de V.',
          'Espira y usa el abdomen para volver rodando al equilibrio, deteniéndote ahí antes de la siguiente de 6 a 8 repeticiones.',
        ],
        tips: [
          'Dedica algunas sesiones a mantener solo el equilibrio con las piernas abiertas antes de añadir el rodamiento.',
          'Agárrate las pantorrillas y mantén las rodillas un poco flexionadas si los isquiotibiales no dejan estirar las piernas.',
          'Rueda solo hasta los omóplatos para que el cuello nunca cargue con tu peso.',
        ],
        commonMistakes: [
          'Doblar los brazos y tirar de las piernas para volver a subir.',
          'Dejar que la V se deshaga al rodar, de modo que las piernas se juntan o se separan.',
          'Estampar los pies contra la esterilla al subir.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Balancín con piernas abiertas', aliases: ['Open leg rocker', 'Balancín de Pilates'] } },
  },
  {
    code: 'PILATES_CORKSCREW',
    name: 'Pilates Corkscrew',
    aliases: ['Corkscrew', 'Pilates Corkscrew Circles'],
    type: 'BODYWEIGHT_REPS',
    tags: ['ABS_CORE', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'INTERNAL_OBLIQUES', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ADDUCTORS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on your back with your arms long by your sides, palms down, and your legs together pointing at the ceiling.',
          'Squeeze the inner thighs together so the legs move as a single unit for the whole exercise.',
          'Exhale as the legs sweep to the right, down toward the floor, across to the left and back up to center, drawing a circle.',
          'Let the weight roll only across the back of the pelvis while the shoulders and arms stay heavy on the mat.',
          'Reverse direction on the next circle and alternate for 3 to 5 circles each way.',
        ],
        tips: [
          'Keep the circle small until you can finish it without the lower back lifting.',
          'The advanced version lifts the hips overhead and circles through the upper back; try it only with a healthy neck and a solid Roll-Over.',
        ],
        commonMistakes: [
          'Letting the legs split apart as they travel.',
          'Dropping the legs so low at the bottom of the circle that the back arches.',
          'Swinging the legs with momentum so the shoulders pop off the mat.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate boca arriba con los brazos largos junto al cuerpo, las palmas hacia abajo y las piernas juntas apuntando al techo.',
          'Aprieta la cara interna de los muslos para que las piernas se muevan como un solo bloque durante todo el ejercicio.',
          'Espira mientras las piernas se desplazan hacia la derecha, bajan hacia el suelo, cruzan hacia la izquierda y vuelven arriba al centro, dibujando un círculo.',
          'Deja que el peso ruede solo por la parte de atrás de la pelvis mientras los hombros y los brazos siguen pesados en la esterilla.',
          'Cambia de sentido en el siguiente círculo y alterna de 3 a 5 círculos hacia cada lado.',
        ],
        tips: [
          'Haz el círculo pequeño hasta que puedas completarlo sin que se levante la zona lumbar.',
          'La versión avanzada eleva la cadera por encima de la cabeza y dibuja el círculo desde la parte alta de la espalda; pruébala solo con el cuello sano y un roll over sólido.',
        ],
        commonMistakes: [
          'Dejar que las piernas se separen durante el recorrido.',
          'Bajar tanto las piernas en la parte inferior del círculo que la espalda se arquea.',
          'Balancear las piernas con impulso, de forma que los hombros se despegan de la esterilla.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Sacacorchos de Pilates', aliases: ['Sacacorchos', 'Corkscrew'] } },
  },
  {
    code: 'PILATES_SAW',
    name: 'Pilates Saw',
    aliases: ['The Saw', 'Saw Stretch'],
    type: 'REPS_ONLY',
    tags: ['STRETCHING', 'GOOD_WARMUP', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'INTERNAL_OBLIQUES', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'SEMITENDINOSUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'QUADRATUS_LUMBORUM', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Sit tall with your legs straight and wider than hip-width, feet flexed, and your arms out to the sides at shoulder height.',
          'Inhale and rotate your torso to the right from the waist, keeping both sit bones grounded.',
          'Exhale and fold forward over the right leg, reaching the left little finger past the outside of the right little toe while the right arm reaches long behind you.',
          'Keep exhaling as you reach a little farther in two small pulses, as if sawing off the little toe.',
          'Inhale to roll back up into the twist, return to center and repeat to the left for 4 or 5 reps per side.',
        ],
        tips: [
          'Bend the knees slightly, or sit on a folded blanket, if tight hamstrings pull your pelvis backward.',
          'Twist first and fold second; the rotation should be in place before you reach forward.',
        ],
        commonMistakes: [
          'Letting the opposite hip lift off the mat as you reach.',
          'Bending the front arm so the reach ends at the knee.',
          'Dropping the back arm toward the floor behind you.',
        ],
      },
      'es-ES': {
        steps: [
          'Siéntate erguido con las piernas estiradas y más separadas que la anchura de las caderas, los pies flexionados y los brazos abiertos a la altura de los hombros.',
          'Inspira y gira el tronco hacia la derecha desde la cintura, manteniendo los dos isquiones apoyados.',
          'Espira e inclínate hacia delante sobre la pierna derecha, llevando el meñique izquierdo más allá del borde externo del dedo pequeño del pie derecho mientras el brazo derecho se estira largo por detrás.',
          'Sigue espirando mientras te estiras un poco más con dos pequeños impulsos, como si serraras el dedo pequeño del pie.',
          'Inspira para volver a subir a la torsión, regresa al centro y repite hacia la izquierda, de 4 a 5 veces por lado.',
        ],
        tips: [
          'Flexiona un poco las rodillas, o siéntate sobre una manta doblada, si unos isquiotibiales rígidos te tiran de la pelvis hacia atrás.',
          'Primero gira y después inclínate; la rotación debe estar hecha antes de estirarte hacia delante.',
        ],
        commonMistakes: [
          'Dejar que la cadera contraria se despegue de la esterilla al estirarte.',
          'Doblar el brazo delantero, de modo que el alcance se queda en la rodilla.',
          'Dejar caer el brazo de atrás hacia el suelo.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Sierra de Pilates', aliases: ['La sierra', 'Saw'] } },
  },
  {
    code: 'PILATES_SWAN_PREP',
    name: 'Pilates Swan Prep',
    aliases: ['Swan Prep', 'Pilates Swan'],
    type: 'BODYWEIGHT_REPS',
    tags: ['GOOD_WARMUP', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'LOWER_TRAPEZIUS', targetPercentage: 15, isPrimary: true },
      { muscleCode: 'MIDDLE_TRAPEZIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TRICEPS_LONG_HEAD', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie face down with your legs hip-width apart and your hands flat beside your shoulders, elbows tucked in.',
          'Draw the lower belly gently up off the mat and reach the legs long away from you.',
          'Inhale and lift the head, then the chest, peeling the upper spine off the mat while the hands press only lightly to assist.',
          'Rise only as high as the pubic bone stays down and the lower back stays comfortable, shoulders sliding away from the ears.',
          'Exhale and lower with control, chest first and forehead last, for 5 to 8 reps.',
        ],
        tips: [
          'Reach forward through the crown of your head before you lift upward.',
          'Hover the hands off the mat for a rep now and then to check that the back muscles, not the arms, are lifting you.',
        ],
        commonMistakes: [
          'Pressing up with the arms so the back muscles switch off.',
          'Cranking the neck back to look at the ceiling.',
          'Lifting so high that the lower back pinches.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate boca abajo con las piernas a la anchura de las caderas y las manos apoyadas junto a los hombros, con los codos pegados al cuerpo.',
          'Despega suavemente la parte baja del abdomen de la esterilla y alarga las piernas alejándolas de ti.',
          'Inspira y eleva la cabeza y después el pecho, despegando la parte alta de la columna mientras las manos solo presionan un poco para ayudar.',
          'Sube solo hasta donde el pubis siga apoyado y la zona lumbar esté cómoda, con los hombros alejándose de las orejas.',
          'Espira y baja con control, primero el pecho y la frente al final, de 5 a 8 repeticiones.',
        ],
        tips: [
          'Alárgate hacia delante a través de la coronilla antes de subir.',
          'De vez en cuando, despega las manos de la esterilla en una repetición para comprobar que te elevan los músculos de la espalda y no los brazos.',
        ],
        commonMistakes: [
          'Empujar con los brazos, con lo que los músculos de la espalda dejan de trabajar.',
          'Echar el cuello hacia atrás para mirar al techo.',
          'Subir tanto que la zona lumbar se pinza.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Preparación del cisne', aliases: ['Cisne de Pilates', 'Swan prep'] } },
  },
  {
    code: 'PILATES_SINGLE_LEG_KICK',
    name: 'Pilates Single-Leg Kick',
    aliases: ['Single-Leg Kick', 'Prone Single-Leg Kick'],
    type: 'BODYWEIGHT_REPS',
    tags: ['HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'SEMITENDINOSUS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'QUADRICEPS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie face down and prop yourself on your forearms with the elbows under the shoulders and the fists touching or the palms flat.',
          'Lift the belly away from the mat and press the pubic bone down so the lower back stays long, legs together behind you.',
          'Bend the right knee and kick the heel toward your buttock twice in quick pulses.',
          'Lower the right leg long as the left leg kicks twice the same way.',
          "Alternate for 8 to 10 kicks per leg, then sit back into Child's Pose.",
        ],
        tips: [
          'Keep the knees together and the thighs on the mat so the movement happens only at the knee.',
          'If the propped position pinches your lower back, lie flat with your forehead on your stacked hands.',
        ],
        commonMistakes: [
          'Sinking the chest between the shoulders.',
          'Letting the kicking knee drift out to the side.',
          'Lifting the hip of the kicking leg off the floor.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate boca abajo y apóyate sobre los antebrazos con los codos bajo los hombros y los puños juntos o las palmas apoyadas.',
          'Despega el abdomen de la esterilla y presiona el pubis hacia abajo para que la zona lumbar siga larga, con las piernas juntas detrás.',
          'Flexiona la rodilla derecha y lleva el talón hacia el glúteo dos veces con impulsos rápidos.',
          'Estira la pierna derecha en el suelo mientras la izquierda da dos patadas de la misma forma.',
          'Alterna de 8 a 10 patadas por pierna y luego siéntate hacia atrás en la postura del niño.',
        ],
        tips: [
          'Mantén las rodillas juntas y los muslos en la esterilla para que el movimiento ocurra solo en la rodilla.',
          'Si apoyarte sobre los antebrazos te pinza la zona lumbar, túmbate del todo con la frente sobre las manos.',
        ],
        commonMistakes: [
          'Hundir el pecho entre los hombros.',
          'Dejar que la rodilla que da la patada se vaya hacia fuera.',
          'Despegar del suelo la cadera de la pierna que da la patada.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Patada con una pierna de Pilates', aliases: ['Single leg kick', 'Patada alterna boca abajo'] } },
  },
  {
    code: 'PILATES_SPINE_TWIST',
    name: 'Pilates Spine Twist',
    aliases: ['Spine Twist', 'Seated Spine Twist'],
    type: 'REPS_ONLY',
    tags: ['STRETCHING', 'GOOD_WARMUP', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'INTERNAL_OBLIQUES', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'MIDDLE_TRAPEZIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'QUADRATUS_LUMBORUM', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Sit tall with your legs straight and together, feet flexed, and your arms stretched out to the sides at shoulder height.',
          'Inhale and grow taller, pressing the heels away and the sit bones down.',
          'Exhale and rotate your torso to the right in two or three small pulses, turning from the waist with the head following the chest.',
          'Inhale to return to center without losing any height.',
          'Repeat to the left, alternating for 4 or 5 twists per side.',
        ],
        tips: [
          'Sit cross-legged or on a folded blanket if straight legs make you slump.',
          'Picture the spine spiraling upward as it turns, like a screw being drawn out of the floor.',
        ],
        commonMistakes: [
          'Letting one foot slide ahead of the other as the hips shift.',
          'Leaning back or slumping as you rotate.',
          'Swinging the arms farther than the ribcage actually turns.',
        ],
      },
      'es-ES': {
        steps: [
          'Siéntate erguido con las piernas estiradas y juntas, los pies flexionados y los brazos abiertos a los lados a la altura de los hombros.',
          'Inspira y crece, empujando los talones lejos y los isquiones hacia abajo.',
          'Espira y gira el tronco hacia la derecha con dos o tres pequeños impulsos, rotando desde la cintura y con la cabeza siguiendo al pecho.',
          'Inspira para volver al centro sin perder altura.',
          'Repite hacia la izquierda, alternando de 4 a 5 giros por lado.',
        ],
        tips: [
          'Siéntate con las piernas cruzadas o sobre una manta doblada si con las piernas estiradas te encorvas.',
          'Imagina que la columna sube en espiral al girar, como un tornillo que sale del suelo.',
        ],
        commonMistakes: [
          'Dejar que un pie se adelante al otro porque la cadera se desplaza.',
          'Echarse hacia atrás o encorvarse al rotar.',
          'Llevar los brazos más allá de lo que de verdad gira la caja torácica.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Torsión de columna de Pilates', aliases: ['Spine twist', 'Torsión de columna sentado'] } },
  },
  {
    code: 'PILATES_SHOULDER_BRIDGE',
    name: 'Pilates Shoulder Bridge',
    aliases: ['Shoulder Bridge', 'Shoulder Bridge Kick'],
    type: 'BODYWEIGHT_REPS',
    tags: ['UNILATERAL', 'LEGS_SPLIT', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'SEMITENDINOSUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'QUADRICEPS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on your back with your knees bent, feet flat and hip-width apart, and your arms long by your sides.',
          'Exhale and roll the spine up into a bridge, one vertebra at a time, until there is a straight line from knees to shoulders.',
          'Shift your weight into the left foot and extend the right leg toward the ceiling with the foot pointed.',
          'Exhale and lower the straight leg to knee height with the foot flexed, then inhale and kick it back up, keeping the hips high and level.',
          'Do 5 kicks, put the foot down, switch legs, then roll down through the spine.',
        ],
        tips: [
          'Imagine a cup of water balanced on each hip bone that must not spill as the leg moves.',
          'Start by lifting the free leg only to tabletop before progressing to the full straight-leg kick.',
        ],
        commonMistakes: [
          'Letting the hip on the kicking side drop toward the floor.',
          'Pushing the hips so high that the lower back overarches.',
          'Placing the standing foot so far away that the hamstring cramps.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate boca arriba con las rodillas flexionadas, los pies apoyados a la anchura de las caderas y los brazos largos junto al cuerpo.',
          'Espira y sube la columna en puente vértebra a vértebra hasta formar una línea recta de las rodillas a los hombros.',
          'Lleva el peso al pie izquierdo y estira la pierna derecha hacia el techo con el pie en punta.',
          'Espira y baja la pierna estirada hasta la altura de la rodilla con el pie flexionado; luego inspira y vuelve a subirla con una patada, manteniendo la cadera alta y nivelada.',
          'Haz 5 patadas, apoya el pie, cambia de pierna y después baja la columna vértebra a vértebra.',
        ],
        tips: [
          'Imagina un vaso de agua sobre cada hueso de la cadera que no debe derramarse mientras la pierna se mueve.',
          'Empieza subiendo la pierna libre solo hasta la posición de mesa antes de pasar a la patada completa con la pierna estirada.',
        ],
        commonMistakes: [
          'Dejar que la cadera del lado de la patada caiga hacia el suelo.',
          'Subir tanto la cadera que la zona lumbar se arquea de más.',
          'Colocar el pie de apoyo tan lejos que el isquiotibial se acalambra.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Puente de hombros de Pilates', aliases: ['Shoulder bridge', 'Puente con patada de Pilates'] } },
  },
  // ---------------------------------------------------------------------------------------------------------------
  // Pilates mat: side, prone and advanced work
  // ---------------------------------------------------------------------------------------------------------------
  {
    code: 'PILATES_SIDE_KICK',
    name: 'Pilates Side Kick',
    aliases: ['Side Kick Front and Back', 'Side-Lying Front Kick'],
    type: 'BODYWEIGHT_REPS',
    tags: ['UNILATERAL', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY', 'PREGNANCY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'GLUTEUS_MEDIUS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'QUADRATUS_LUMBORUM', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TENSOR_FASCIAE_LATAE', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on your right side along the back edge of the mat, then bring both legs about 12 inches (30 cm) forward of your hips so you can see your toes.',
          'Prop your head on your right hand and place the left hand on the mat in front of your chest.',
          'Lift the top leg to hip height and swing it forward with the foot flexed, pulsing twice at the end of the range.',
          'Point the foot and sweep the leg back behind you only as far as the pelvis stays still and the lower back stays long.',
          'Do 8 to 10 kicks, then roll over and repeat lying on your left side.',
        ],
        tips: [
          'Lay your head on your outstretched bottom arm if propping it up tires the neck.',
          'Keep a small gap between the bottom waist and the mat so you are not sagging into the floor.',
          'In pregnancy, rest the belly on a small pillow and keep the kicks short; skip it if you have pelvic girdle pain, as wide leg swings tend to aggravate it.',
        ],
        commonMistakes: [
          'Rocking the torso forward and back with every kick.',
          'Letting the top hip roll backward as the leg swings behind you.',
          'Kicking back so far that the lower back arches.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate sobre el lado derecho a lo largo del borde trasero de la esterilla y adelanta las dos piernas unos 30 cm respecto a la cadera, de modo que te veas los dedos de los pies.',
          'Apoya la cabeza en la mano derecha y coloca la mano izquierda en la esterilla delante del pecho.',
          'Sube la pierna de arriba a la altura de la cadera y llévala hacia delante con el pie flexionado, con dos pequeños impulsos al final del recorrido.',
          'Pon el pie en punta y lleva la pierna hacia atrás solo hasta donde la pelvis siga quieta y la zona lumbar larga.',
          'Haz de 8 a 10 patadas y luego date la vuelta y repite tumbado sobre el lado izquierdo.',
        ],
        tips: [
          'Apoya la cabeza en el brazo de abajo estirado si sostenerla con la mano te cansa el cuello.',
          'Mantén un pequeño hueco entre la cintura de abajo y la esterilla para no hundirte en el suelo.',
          'En el embarazo, apoya la tripa en una almohada pequeña y haz patadas cortas; no lo hagas si tienes dolor de cintura pélvica, porque los movimientos amplios de pierna suelen empeorarlo.',
        ],
        commonMistakes: [
          'Balancear el tronco adelante y atrás en cada patada.',
          'Dejar que la cadera de arriba se vaya hacia atrás cuando la pierna pasa por detrás.',
          'Llevar la pierna tan atrás que la zona lumbar se arquea.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Patada lateral de Pilates', aliases: ['Side kick de Pilates', 'Patada delante y atrás tumbado de lado'] } },
  },
  {
    code: 'PILATES_TEASER',
    name: 'Pilates Teaser',
    aliases: ['Teaser', 'Teaser I'],
    type: 'BODYWEIGHT_REPS',
    tags: ['ABS_CORE', 'BALANCE', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'QUADRICEPS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie on your back with your knees bent into tabletop and your arms reaching overhead.',
          'Extend the legs to about 45 degrees, or leave them in tabletop for the preparation version.',
          'Exhale as the arms sweep forward and you roll up one vertebra at a time until you balance behind your sit bones, fingertips reaching parallel to your legs.',
          'Hold the V for a breath with the chest lifted and the legs still.',
          'Exhale and roll down with control, vertebra by vertebra, keeping the legs suspended until the head lands; repeat 3 to 5 times.',
        ],
        tips: [
          'Build up with the one-leg teaser, keeping one foot on the floor while the other leg extends.',
          'The legs stay fixed in space; only the spine rolls up and down.',
        ],
        commonMistakes: [
          'Throwing the arms forward and jerking up with momentum.',
          'Letting the legs sink as the torso rises.',
          'Collapsing the chest and rounding the lower back at the top.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate boca arriba con las rodillas flexionadas en posición de mesa y los brazos estirados por encima de la cabeza.',
          'Estira las piernas a unos 45 grados, o déjalas en mesa para la versión de preparación.',
          'Espira mientras los brazos vienen hacia delante y sube vértebra a vértebra hasta equilibrarte detrás de los isquiones, con las yemas de los dedos paralelas a las piernas.',
          'Mantén la V durante una respiración con el pecho elevado y las piernas quietas.',
          'Espira y baja con control, vértebra a vértebra, manteniendo las piernas en el aire hasta que la cabeza llegue al suelo; repite de 3 a 5 veces.',
        ],
        tips: [
          'Progresa con el teaser a una pierna, dejando un pie en el suelo mientras la otra pierna se estira.',
          'Las piernas se quedan fijas en el espacio; solo la columna sube y baja rodando.',
        ],
        commonMistakes: [
          'Lanzar los brazos hacia delante y subir de un tirón con impulso.',
          'Dejar que las piernas bajen mientras el tronco sube.',
          'Hundir el pecho y redondear la zona lumbar arriba.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Teaser de Pilates', aliases: ['Teaser', 'Uve de Pilates'] } },
  },
  {
    code: 'PILATES_SWIMMING',
    name: 'Pilates Swimming',
    aliases: ['Prone Swimming', 'Pilates Swimmers'],
    type: 'BODYWEIGHT_REPS',
    tags: ['GOOD_WARMUP', 'ENDURANCE', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 30, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'POSTERIOR_DELTOID', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'LOWER_TRAPEZIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'MIDDLE_TRAPEZIUS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Lie face down with your legs straight and hip-width apart and your arms reaching overhead, palms down.',
          'Draw the belly up from the mat and lift your head, chest, arms and legs a few inches, lengthening in both directions.',
          'Flutter the opposite arm and leg in small, quick beats: right arm with left leg, then left arm with right leg.',
          'Breathe in for five beats and out for five, keeping the torso from rocking.',
          "Continue for 20 to 30 beats, then lower down and sit back into Child's Pose.",
        ],
        tips: [
          'Learn it slowly first, lifting one opposite arm and leg at a time and pausing at the top of each lift.',
          'Keep your gaze on the mat just ahead of your hands so the neck stays in line with the spine.',
        ],
        commonMistakes: [
          'Bending the elbows and knees so the limbs stop reaching long.',
          'Craning the head up to look forward.',
          'Letting the torso wobble from side to side with each beat.',
        ],
      },
      'es-ES': {
        steps: [
          'Túmbate boca abajo con las piernas estiradas a la anchura de las caderas y los brazos estirados por encima de la cabeza, con las palmas hacia abajo.',
          'Despega el abdomen de la esterilla y eleva unos centímetros la cabeza, el pecho, los brazos y las piernas, alargándote en las dos direcciones.',
          'Bate el brazo y la pierna contrarios con golpes cortos y rápidos: brazo derecho con pierna izquierda y luego brazo izquierdo con pierna derecha.',
          'Inspira durante cinco golpes y espira durante otros cinco, sin que el tronco se balancee.',
          'Sigue durante 20 a 30 golpes y después baja al suelo y siéntate hacia atrás en la postura del niño.',
        ],
        tips: [
          'Apréndelo primero despacio, levantando un brazo y la pierna contraria cada vez y parando arriba en cada elevación.',
          'Mantén la mirada en la esterilla justo por delante de las manos para que el cuello siga alineado con la columna.',
        ],
        commonMistakes: [
          'Doblar los codos y las rodillas, de modo que brazos y piernas dejan de estirarse.',
          'Levantar la cabeza para mirar hacia delante.',
          'Dejar que el tronco se tambalee de lado a lado con cada golpe.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Swimming de Pilates', aliases: ['Natación de Pilates', 'Nado boca abajo en el suelo'] } },
  },
  {
    code: 'PILATES_LEG_PULL_FRONT',
    name: 'Pilates Leg Pull Front',
    aliases: ['Leg Pull Front', 'Front Support Leg Pull'],
    type: 'BODYWEIGHT_REPS',
    tags: ['ABS_CORE', 'COMPOUND', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'GLUTEUS_MAXIMUS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Start in a high plank with your hands under your shoulders, legs together and the balls of the feet on the mat.',
          'Lift the right leg a few inches with the foot pointed, keeping the pelvis level and the body in one line.',
          'Flex the lifted foot and press back through the supporting heel so the whole body shifts slightly behind the hands.',
          'Point the foot again, shift forward over the hands and lower the leg to the mat.',
          'Alternate legs for 3 to 5 reps per side.',
        ],
        tips: [
          'Work from a forearm plank, or lift the leg only an inch or two, if the lower back starts to sag.',
          'Spread the fingers wide and press through the knuckles to share the load away from the wrists.',
        ],
        commonMistakes: [
          'Hiking or twisting the hips as the leg rises.',
          'Letting the lower back sag toward the floor.',
          'Sinking between the shoulder blades instead of pushing the floor away.',
        ],
      },
      'es-ES': {
        steps: [
          'Empieza en plancha alta con las manos bajo los hombros, las piernas juntas y la parte delantera de los pies en la esterilla.',
          'Levanta unos centímetros la pierna derecha con el pie en punta, manteniendo la pelvis nivelada y el cuerpo en una sola línea.',
          'Flexiona el pie levantado y empuja hacia atrás con el talón de apoyo para que todo el cuerpo se desplace un poco por detrás de las manos.',
          'Vuelve a poner el pie en punta, desplázate hacia delante sobre las manos y baja la pierna a la esterilla.',
          'Alterna las piernas, de 3 a 5 repeticiones por lado.',
        ],
        tips: [
          'Hazlo desde una plancha sobre antebrazos, o levanta la pierna solo un par de centímetros, si la zona lumbar empieza a hundirse.',
          'Separa bien los dedos y empuja con los nudillos para repartir la carga y quitársela a las muñecas.',
        ],
        commonMistakes: [
          'Subir o girar la cadera al levantar la pierna.',
          'Dejar que la zona lumbar se hunda hacia el suelo.',
          'Hundirse entre los omóplatos en lugar de empujar el suelo.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Leg pull front', aliases: ['Tirón de pierna boca abajo', 'Leg pull front de Pilates'] } },
  },
  {
    code: 'PILATES_SEAL',
    name: 'Pilates Seal',
    aliases: ['Seal', 'Seal Roll'],
    type: 'BODYWEIGHT_REPS',
    tags: ['ABS_CORE', 'BALANCE', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 35, isPrimary: true },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'ADDUCTORS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'ILIOPSOAS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'ERECTOR_SPINAE', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Sit with your knees bent and open, the soles of the feet together, and thread your hands between your legs to hold the outsides of your ankles from underneath.',
          'Tip back until you balance behind your sit bones with the feet just off the floor and the spine in a rounded C-shape.',
          'Clap the feet together three times, then inhale and roll back onto your shoulder blades.',
          'Clap three more times at the back of the roll, then exhale and roll up to the balance point.',
          'Repeat 6 to 8 times, then set the feet down to finish.',
        ],
        tips: [
          'The claps come from the inner thighs drawing together, not from flapping the ankles.',
          'Leave the rolling out if you have osteoporosis or a sore back, and practice just the balance and the claps.',
        ],
        commonMistakes: [
          'Straightening the spine so the roll turns into a rigid rock.',
          'Flinging the head back to get over the top.',
          'Rolling on past the shoulder blades onto the neck.',
        ],
      },
      'es-ES': {
        steps: [
          'Siéntate con las rodillas flexionadas y abiertas, las plantas de los pies juntas, y pasa las manos entre las piernas para agarrar los tobillos por fuera desde abajo.',
          'Inclínate hacia atrás hasta equilibrarte detrás de los isquiones, con los pies justo en el aire y la columna redondeada en forma de C.',
          'Da tres palmadas con los pies y luego inspira y rueda hacia atrás sobre los omóplatos.',
          'Da otras tres palmadas al final del rodamiento y después espira y vuelve rodando al punto de equilibrio.',
          'Repite de 6 a 8 veces y apoya los pies para terminar.',
        ],
        tips: [
          'Las palmadas salen de juntar la cara interna de los muslos, no de sacudir los tobillos.',
          'Si tienes osteoporosis o te molesta la espalda, omite el rodamiento y practica solo el equilibrio y las palmadas.',
        ],
        commonMistakes: [
          'Estirar la columna, de modo que el rodamiento se convierte en un balanceo rígido.',
          'Echar la cabeza hacia atrás para pasar el punto más alto.',
          'Seguir rodando más allá de los omóplatos hasta cargar el cuello.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Foca de Pilates', aliases: ['La foca', 'Seal'] } },
  },
  {
    code: 'PILATES_MERMAID',
    name: 'Pilates Mermaid',
    aliases: ['Mermaid Stretch', 'Mermaid Side Bend'],
    type: 'REPS_ONLY',
    tags: ['STRETCHING', 'GOOD_COOLDOWN', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY', 'PREGNANCY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'LATISSIMUS_DORSI', targetPercentage: 25, isPrimary: true },
      { muscleCode: 'EXTERNAL_OBLIQUES', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'QUADRATUS_LUMBORUM', targetPercentage: 20, isPrimary: false },
      { muscleCode: 'INTERNAL_OBLIQUES', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'TERES_MAJOR', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Sit with both knees bent and swung to the right so the right shin is in front and the left shin trails behind you, or sit cross-legged if that bothers your knees.',
          'Place your left hand on the mat a little way out from your left hip and sweep your right arm up beside your ear.',
          'Exhale and arc the right arm over toward the left, bending the spine sideways as the left hand slides farther out or lowers onto the forearm.',
          'Inhale into the stretched right ribs, then exhale as you lift back to upright.',
          'Switch to the opposite bend with the right hand down and the left arm overhead; after 3 or 4 each way, swap the leg position.',
        ],
        tips: [
          'Sit on a folded blanket to bring both sit bones level.',
          'During pregnancy, sit cross-legged on a cushion and keep the bend moderate; the upright position leaves room for the belly and often eases tight ribs.',
        ],
        commonMistakes: [
          'Leaning forward instead of bending directly to the side.',
          'Letting the top shoulder hunch up toward the ear.',
          'Lifting the opposite sit bone off the mat to go deeper.',
        ],
      },
      'es-ES': {
        steps: [
          'Siéntate con las dos rodillas flexionadas y llevadas hacia la derecha, de modo que la espinilla derecha quede delante y la izquierda por detrás, o siéntate con las piernas cruzadas si así te molestan las rodillas.',
          'Apoya la mano izquierda en la esterilla un poco separada de la cadera izquierda y sube el brazo derecho junto a la oreja.',
          'Espira y lleva el brazo derecho en arco hacia la izquierda, inclinando la columna de lado mientras la mano izquierda se desliza más lejos o bajas sobre el antebrazo.',
          'Inspira hacia las costillas derechas estiradas y luego espira mientras vuelves a quedar erguido.',
          'Cambia a la inclinación contraria, con la mano derecha en el suelo y el brazo izquierdo por encima de la cabeza; después de 3 o 4 hacia cada lado, cambia la posición de las piernas.',
        ],
        tips: [
          'Siéntate sobre una manta doblada para nivelar los dos isquiones.',
          'Durante el embarazo, siéntate con las piernas cruzadas sobre un cojín y haz una inclinación moderada; la postura erguida deja sitio a la tripa y suele aliviar la rigidez de las costillas.',
        ],
        commonMistakes: [
          'Inclinarse hacia delante en lugar de hacerlo directamente de lado.',
          'Dejar que el hombro de arriba se encoja hacia la oreja.',
          'Despegar el isquion contrario de la esterilla para llegar más lejos.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Sirena de Pilates', aliases: ['La sirena', 'Estiramiento de la sirena'] } },
  },
  {
    code: 'PILATES_PUSH_UP',
    name: 'Pilates Push-Up',
    aliases: ['Roll-Down Push-Up', 'Pilates Pushup'],
    type: 'BODYWEIGHT_REPS',
    tags: ['COMPOUND', 'PUSH_SPLIT', 'ABS_CORE', 'HOME_EXERCISE', 'BODYWEIGHT_ONLY'],
    requiredEquipment: [],
    optionalEquipment: ['YOGA_MAT'],
    muscleUsage: [
      { muscleCode: 'PECTORALIS_MAJOR_STERNAL', targetPercentage: 20, isPrimary: true },
      { muscleCode: 'TRICEPS_LATERAL_HEAD', targetPercentage: 15, isPrimary: true },
      { muscleCode: 'ANTERIOR_DELTOID', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'RECTUS_ABDOMINIS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'TRANSVERSE_ABDOMINIS', targetPercentage: 15, isPrimary: false },
      { muscleCode: 'BICEPS_FEMORIS', targetPercentage: 10, isPrimary: false },
      { muscleCode: 'SERRATUS_ANTERIOR', targetPercentage: 10, isPrimary: false },
    ],
    instructions: {
      'en-US': {
        steps: [
          'Stand at the back of the mat with your feet together and your arms reaching overhead.',
          'Nod the chin and roll down through the spine until your hands reach the floor, bending the knees as much as you need.',
          'Walk the hands out to a high plank in about four steps, keeping the hips from swaying.',
          'Do 3 push-ups with the elbows brushing your ribs, lowering the whole body as one piece.',
          'Walk the hands back to the feet, lift the hips and roll up through the spine to stand; repeat for 3 to 5 rounds.',
        ],
        tips: [
          'Drop the knees to the mat for the push-ups and keep the roll-down and walk-out as they are.',
          'Keep the elbows close to the body, as Pilates teaches it, so the triceps share the work with the chest.',
        ],
        commonMistakes: [
          'Letting the hips pike up or sag while walking the hands out.',
          'Flaring the elbows wide on the push-ups.',
          'Standing up with a flat back and the head leading instead of rolling up.',
        ],
      },
      'es-ES': {
        steps: [
          'Ponte de pie en la parte trasera de la esterilla con los pies juntos y los brazos estirados por encima de la cabeza.',
          'Recoge la barbilla y baja enrollando la columna hasta que las manos lleguen al suelo, flexionando las rodillas lo que necesites.',
          'Avanza con las manos hasta una plancha alta en unos cuatro pasos, sin que la cadera se balancee.',
          'Haz 3 flexiones con los codos rozando las costillas, bajando todo el cuerpo como una sola pieza.',
          'Retrocede con las manos hasta los pies, eleva la cadera y sube desenrollando la columna hasta quedar de pie; repite de 3 a 5 vueltas.',
        ],
        tips: [
          'Apoya las rodillas en la esterilla para las flexiones y mantén igual el enrollamiento y la caminata con las manos.',
          'Mantén los codos pegados al cuerpo, como se enseña en Pilates, para que los tríceps compartan el trabajo con el pecho.',
        ],
        commonMistakes: [
          'Dejar que la cadera suba en pico o se hunda al avanzar con las manos.',
          'Abrir mucho los codos en las flexiones.',
          'Subir con la espalda recta y la cabeza por delante en lugar de desenrollarte.',
        ],
      },
    },
    names: { 'es-ES': { name: 'Flexiones de Pilates', aliases: ['Push up de Pilates', 'Flexión con enrollamiento de Pilates'] } },
  },
];
