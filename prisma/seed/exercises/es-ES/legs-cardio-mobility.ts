import type { ExerciseTranslationSeed } from '../../types.js';

/** Spanish (Spain) names, aliases and instructions for the exercises in ../legs-cardio-mobility.ts, by exercise code. */
export const legsCardioMobility: Record<string, ExerciseTranslationSeed> = {
  BARBELL_BACK_SQUAT: {
    name: 'Sentadilla trasera con barra',
    aliases: ['Sentadilla', 'Sentadilla trasera', 'Sentadilla con barra alta'],
  },
  BARBELL_FRONT_SQUAT: {
    name: 'Sentadilla frontal con barra',
    aliases: ['Sentadilla frontal', 'Front squat'],
    instructions: {
      steps: [
        'Coloca la barra en el rack a la altura de los hombros y métete debajo para que descanse sobre la parte delantera de los hombros, pegada al cuello.',
        'Sujétala con agarre de cargada o con los brazos cruzados y sube los codos hasta que los brazos queden casi paralelos al suelo.',
        'Saca la barra de los soportes, da un paso atrás y separa los pies más o menos a la anchura de los hombros.',
        'Activa el abdomen y baja en línea recta, manteniendo el torso lo más erguido posible.',
        'Llega a la profundidad completa con los codos todavía altos y empuja con la mitad del pie para ponerte de pie.',
      ],
      tips: [
        'Piensa en subir guiando el movimiento con los codos.',
        'Basta con apoyar las yemas de los dedos en la barra; la carga la llevan los hombros.',
        'Estirar las muñecas y los dorsales hace la posición de rack mucho más cómoda.',
      ],
      commonMistakes: [
        'Dejar caer los codos y que la barra ruede hacia delante.',
        'Inclinar el pecho hacia delante y convertir el ejercicio en un buenos días.',
        'Apretar la barra con las palmas y forzar las muñecas.',
      ],
    },
  },
  GOBLET_SQUAT: {
    name: 'Sentadilla goblet',
    aliases: ['Sentadilla copa', 'Sentadilla goblet con mancuerna', 'Sentadilla goblet con kettlebell'],
  },
  BODYWEIGHT_SQUAT: {
    name: 'Sentadilla sin peso',
    aliases: ['Sentadilla con peso corporal', 'Sentadilla libre', 'Air squat'],
  },
  SMITH_MACHINE_SQUAT: {
    name: 'Sentadilla en multipower',
    aliases: ['Sentadilla en máquina Smith', 'Sentadilla Smith'],
    instructions: {
      steps: [
        'Coloca la barra a la altura de la parte alta del pecho y métete debajo para apoyarla sobre la parte alta de la espalda.',
        'Separa los pies a la anchura de los hombros, un poco por delante de la barra.',
        'Gira la barra para soltarla de los ganchos y activa el abdomen.',
        'Flexiona caderas y rodillas para bajar hasta que los muslos lleguen a la horizontal o un poco más abajo.',
        'Empuja con los pies para subir y, tras la última repetición, gira la barra para dejarla de nuevo en los ganchos.',
      ],
      tips: [
        'Adelantar más los pies lleva más trabajo a los glúteos.',
        'Ajusta los topes para que la barra no pueda bajar más allá de tu repetición más profunda.',
      ],
      commonMistakes: [
        'Colocarse justo debajo de la barra, lo que lleva las rodillas muy hacia delante.',
        'Rebotar abajo porque la guía da sensación de estabilidad.',
      ],
    },
  },
  HACK_SQUAT: {
    name: 'Sentadilla hack',
    aliases: ['Hack squat', 'Sentadilla hack en máquina'],
    instructions: {
      steps: [
        'Colócate en la máquina con la espalda apoyada en el respaldo y los hombros bajo las almohadillas.',
        'Pon los pies a la anchura de los hombros en el centro de la plataforma.',
        'Estira las piernas para coger el peso y suelta las palancas de seguridad.',
        'Flexiona las rodillas y baja el carro despacio hasta que los muslos queden al menos paralelos a la plataforma.',
        'Empuja con los pies para subir el carro sin bloquear las rodillas de golpe.',
        'Vuelve a poner las palancas de seguridad después de la última repetición.',
      ],
      tips: [
        'Con los pies más abajo trabajan más los cuádriceps; más arriba entran más los glúteos.',
        'Mantén la zona lumbar pegada al respaldo en todo momento.',
      ],
      commonMistakes: [
        'Levantar los talones de la plataforma.',
        'Hacer medio recorrido con demasiado peso.',
        'Bloquear las rodillas de golpe arriba.',
      ],
    },
  },
  LEG_PRESS: {
    name: 'Prensa de piernas',
    aliases: ['Prensa', 'Prensa inclinada', 'Prensa a 45 grados'],
  },
  DUMBBELL_WALKING_LUNGE: {
    name: 'Zancadas caminando con mancuernas',
    aliases: ['Zancadas caminando', 'Zancadas andando', 'Zancada caminando'],
  },
  DUMBBELL_REVERSE_LUNGE: {
    name: 'Zancada inversa con mancuernas',
    aliases: ['Zancada inversa', 'Zancada hacia atrás', 'Zancadas hacia atrás'],
    instructions: {
      steps: [
        'Ponte de pie con los pies a la anchura de la cadera y una mancuerna a cada lado.',
        'Lleva un pie hacia atrás en línea recta y apóyalo sobre la parte delantera.',
        'Flexiona ambas rodillas para bajar la de atrás hasta que quede justo por encima del suelo.',
        'Empuja con el talón del pie delantero para volver a la posición inicial.',
        'Repite con la misma pierna todas las repeticiones o alterna las piernas en cada una.',
      ],
      tips: [
        'Mantén la mayor parte del peso sobre la pierna delantera.',
        'Inclinar un poco el torso hacia delante pone más énfasis en los glúteos.',
      ],
      commonMistakes: [
        'Dar un paso atrás demasiado corto, de modo que la rodilla delantera se va muy por delante de la punta del pie.',
        'Impulsarse con el pie de atrás en lugar de con la pierna delantera.',
      ],
    },
  },
  LATERAL_LUNGE: {
    name: 'Zancada lateral',
    aliases: ['Zancadas laterales', 'Lunge lateral'],
    instructions: {
      steps: [
        'Ponte de pie con los pies juntos y las manos entrelazadas delante del pecho.',
        'Da un paso amplio hacia un lado, con ambos pies apuntando hacia delante.',
        'Lleva la cadera atrás y flexiona la rodilla de la pierna que se desplaza mientras la otra sigue estirada.',
        'Baja hasta que el muslo flexionado quede casi paralelo al suelo y notes estiramiento en la cara interna del muslo de la pierna estirada.',
        'Empuja con la pierna flexionada para volver al inicio y repite hacia el otro lado.',
      ],
      tips: [
        'Mantén el talón de la pierna flexionada apoyado en el suelo.',
        'Sujeta una mancuerna o una kettlebell a la altura del pecho para añadir carga.',
      ],
      commonMistakes: [
        'Dejar que la rodilla flexionada se vaya hacia dentro por delante del pie.',
        'Redondear la espalda en lugar de flexionar desde la cadera.',
      ],
    },
  },
  BULGARIAN_SPLIT_SQUAT: {
    name: 'Sentadilla búlgara',
    aliases: ['Búlgara', 'Sentadilla búlgara con mancuernas', 'Zancada búlgara'],
  },
  DUMBBELL_STEP_UP: {
    name: 'Subida al cajón con mancuernas',
    aliases: ['Step-up', 'Subida al cajón', 'Subida al banco'],
    instructions: {
      steps: [
        'Colócate frente a un cajón o banco estable a la altura de la rodilla, con una mancuerna en cada mano.',
        'Apoya un pie entero encima del cajón.',
        'Inclínate un poco hacia delante y empuja con el pie de arriba para subir hasta que esa pierna quede estirada.',
        'Sube el pie de atrás para quedarte de pie sobre el cajón, o déjalo colgando para hacerlo más difícil.',
        'Baja despacio con la pierna de atrás y repite.',
      ],
      tips: [
        'Deja que trabaje la pierna de arriba en lugar de rebotar con el pie que está en el suelo.',
        'Controla la bajada; es la mitad del ejercicio.',
      ],
      commonMistakes: [
        'Usar un cajón tan alto que la cadera se desplaza hacia un lado para poder subir.',
        'Impulsarse desde el suelo con la pierna de atrás.',
      ],
    },
  },
  PISTOL_SQUAT: {
    name: 'Sentadilla pistol',
    aliases: ['Pistol squat', 'Sentadilla a una pierna', 'Pistol'],
    instructions: {
      steps: [
        'Ponte de pie sobre una pierna con la otra estirada hacia delante.',
        'Lleva los brazos al frente para hacer de contrapeso.',
        'Flexiona la rodilla y la cadera de la pierna de apoyo para bajar despacio sin que la pierna libre toque el suelo.',
        'Baja hasta que el isquiotibial descanse sobre el gemelo, manteniendo el talón de apoyo en el suelo.',
        'Empuja con el pie de apoyo para volver a subir sin apoyar el otro pie.',
      ],
      tips: [
        'Practica bajando hasta un cajón o agarrándote a unas cintas de suspensión.',
        'Sujetar un disco ligero al frente puede facilitar el equilibrio.',
      ],
      commonMistakes: [
        'Levantar el talón de apoyo del suelo.',
        'Desplomarse abajo y subir rebotando con inercia.',
        'Dejar que la rodilla se vaya hacia dentro.',
      ],
    },
  },
  WALL_SIT: {
    name: 'Sentadilla isométrica en pared',
    aliases: ['Sentadilla en pared', 'La silla', 'Wall sit'],
    instructions: {
      steps: [
        'Apoya la espalda en una pared con los pies unos 60 cm por delante.',
        'Deslízate pared abajo hasta que los muslos queden paralelos al suelo y las rodillas a 90 grados.',
        'Mantén la espalda y la cabeza pegadas a la pared y los brazos relajados o cruzados.',
        'Aguanta la posición el tiempo marcado, respirando de forma constante.',
        'Deslízate de nuevo hacia arriba para terminar.',
      ],
      tips: [
        'Comprueba que las rodillas quedan encima de los tobillos, no por delante.',
        'Apoya un disco sobre los muslos para hacerlo más duro.',
      ],
      commonMistakes: ['Empujar los muslos con las manos.', 'Quedarse demasiado alto, de forma que los cuádriceps apenas trabajan.'],
    },
  },
  LEG_EXTENSION: {
    name: 'Extensión de cuádriceps',
    aliases: ['Extensiones de cuádriceps', 'Extensión de piernas en máquina', 'Sillón de cuádriceps'],
  },
  LYING_LEG_CURL: {
    name: 'Curl femoral tumbado',
    aliases: ['Curl femoral', 'Curl de femoral tumbado', 'Curl de isquios tumbado'],
  },
  SEATED_LEG_CURL: {
    name: 'Curl femoral sentado',
    aliases: ['Curl de femoral sentado', 'Curl de isquios sentado'],
    instructions: {
      steps: [
        'Ajusta el respaldo para que las rodillas queden alineadas con el eje de la máquina.',
        'Siéntate con el rodillo inferior detrás de los tobillos y baja la almohadilla de los muslos hasta que quede bien ajustada.',
        'Agarra las asas y siéntate erguido contra el respaldo.',
        'Lleva los talones hacia abajo y hacia atrás, bajo el asiento, todo lo que puedas.',
        'Vuelve despacio al inicio hasta que las piernas queden casi estiradas.',
      ],
      tips: [
        'Inclinar un poco el torso hacia delante aumenta el estiramiento de los isquiotibiales.',
        'Mantén la almohadilla de los muslos apretada para que las piernas no se levanten.',
      ],
      commonMistakes: [
        'Dejar que el peso tire de las piernas hacia arriba de golpe.',
        'Dejar la almohadilla de los muslos floja, de modo que la cadera se mueve en el asiento.',
      ],
    },
  },
  NORDIC_HAMSTRING_CURL: {
    name: 'Curl nórdico',
    aliases: ['Curl femoral nórdico', 'Nórdicos', 'Curl ruso'],
    instructions: {
      steps: [
        'Arrodíllate sobre una colchoneta con los talones enganchados bajo una barra cargada, el soporte de una GHD o las manos de un compañero.',
        'Bloquea la cadera para que muslos, tronco y cabeza formen una plancha rígida desde las rodillas, con los brazos preparados delante del pecho.',
        'Deja que el torso caiga hacia el suelo estirando las rodillas tan despacio como te permitan los isquiotibiales.',
        'Cuando los isquiotibiales no puedan más, déjate caer sobre las manos y amortigua como si recibieras una flexión.',
        'Date un pequeño impulso desde el suelo y vuelve a la posición de rodillas tirando de los talones contra el anclaje.',
      ],
      tips: [
        'Cuenta la bajada: cuatro segundos lentos frenando valen más que un recorrido completo rápido.',
        '¿Eres nuevo en el ejercicio? Detén cada repetición en el punto donde pierdas el control y gana recorrido semana a semana; las agujetas de las primeras sesiones son muy fuertes.',
        'Una banda atada a un anclaje alto y pasada por el pecho te quita algo de carga mientras ganas fuerza.',
      ],
      commonMistakes: [
        'Doblarse por la cadera sacando los glúteos, de forma que los isquiotibiales se libran del trabajo.',
        'Caer a plomo la segunda mitad en lugar de frenar todo el recorrido.',
        'Anclar los pies tan flojos que los talones se suben a mitad de la repetición.',
      ],
    },
  },
  BARBELL_ROMANIAN_DEADLIFT: {
    name: 'Peso muerto rumano con barra',
    aliases: ['Peso muerto rumano', 'RDL'],
  },
  DUMBBELL_ROMANIAN_DEADLIFT: {
    name: 'Peso muerto rumano con mancuernas',
    aliases: ['RDL con mancuernas'],
    instructions: {
      steps: [
        'Ponte de pie con los pies a la anchura de la cadera y una mancuerna en cada mano delante de los muslos.',
        'Desbloquea ligeramente las rodillas y activa el abdomen.',
        'Flexiona desde la cadera deslizando las mancuernas por delante de las piernas con la espalda recta.',
        'Para cuando los isquiotibiales estén totalmente estirados o la espalda empiece a redondearse.',
        'Aprieta los glúteos para llevar la cadera hacia delante y volver a ponerte de pie.',
      ],
      tips: ['Lleva las mancuernas tan cerca que rocen las piernas.', 'Las tibias deben mantenerse casi verticales todo el tiempo.'],
      commonMistakes: ['Dejar que las mancuernas se separen del cuerpo.', 'Levantar la mirada bruscamente y forzar el cuello.'],
    },
  },
  SINGLE_LEG_ROMANIAN_DEADLIFT: {
    name: 'Peso muerto rumano a una pierna',
    aliases: ['Peso muerto a una pierna', 'Peso muerto unilateral', 'RDL a una pierna'],
    instructions: {
      steps: [
        'Ponte de pie sobre una pierna con una mancuerna en la mano contraria y la rodilla de apoyo ligeramente flexionada.',
        'Inclínate hacia delante desde la cadera mientras la pierna libre se estira hacia atrás.',
        'Baja la mancuerna hacia el suelo hasta que el torso y la pierna de atrás queden casi paralelos a él.',
        'Mantén la cadera cuadrada respecto al suelo en lugar de dejar que se abra hacia un lado.',
        'Empuja la cadera de apoyo hacia delante para volver a la posición erguida; repite y luego cambia de lado.',
      ],
      tips: [
        'Imagina que tu cuerpo es un balancín que pivota sobre la cadera de apoyo.',
        'Mientras aprendes, toca una pared o un rack con la punta de un dedo para mantener el equilibrio.',
      ],
      commonMistakes: [
        'Abrir la cadera al subir la pierna de atrás.',
        'Redondear la espalda para llegar más abajo.',
        'Bloquear del todo la rodilla de apoyo.',
      ],
    },
  },
  STIFF_LEG_DEADLIFT: {
    name: 'Peso muerto con piernas rígidas',
    aliases: ['Peso muerto con piernas rectas', 'Peso muerto con piernas estiradas', 'SLDL'],
    instructions: {
      steps: [
        'Colócate con la barra sobre la mitad del pie y los pies a la anchura de la cadera.',
        'Baja flexionando la cadera con las piernas casi estiradas y agarra la barra justo por fuera de las tibias.',
        'Activa el abdomen, pon la espalda recta y sube la barra llevando la cadera hacia delante, con las rodillas casi bloqueadas.',
        'Ponte completamente erguido y baja la barra con control con el mismo movimiento de cadera y las piernas rectas.',
        'Toca suavemente el suelo con los discos o para justo antes y empieza la siguiente repetición.',
      ],
      tips: [
        'A diferencia del peso muerto rumano, cada repetición suele empezar parada cerca del suelo.',
        'Baja solo hasta donde puedas mantener la columna neutra.',
      ],
      commonMistakes: [
        'Redondear la espalda para llegar al suelo.',
        'Hiperextender las rodillas en lugar de mantener una ligera flexión.',
        'Dejar que la barra se aleje de las tibias hacia delante.',
      ],
    },
  },
  BARBELL_HIP_THRUST: {
    name: 'Hip thrust con barra',
    aliases: ['Hip thrust', 'Empuje de cadera', 'Elevación de cadera con barra'],
  },
  MACHINE_HIP_THRUST: {
    name: 'Hip thrust en máquina',
    aliases: ['Máquina de hip thrust', 'Glute drive'],
    instructions: {
      steps: [
        'Siéntate con la parte alta de la espalda contra el respaldo de la máquina y el cinturón o la almohadilla sobre la cadera.',
        'Apoya los pies en la plataforma, más o menos a la anchura de la cadera, con las rodillas flexionadas.',
        'Empuja con los talones para subir la cadera hasta la extensión completa.',
        'Aguanta un momento arriba apretando los glúteos.',
        'Baja despacio hasta que la cadera quede justo por encima del asiento y repite.',
      ],
      tips: [
        'Mete la barbilla y mantén las costillas abajo al subir.',
        'La máquina permite preparar series pesadas muy rápido, así que trabaja con un tempo controlado.',
      ],
      commonMistakes: ['Hiperextender la zona lumbar arriba.', 'Dejar que las rodillas se junten hacia dentro.'],
    },
  },
  GLUTE_BRIDGE: {
    name: 'Puente de glúteos',
    aliases: ['Puente de glúteo', 'Puente de cadera', 'Elevación de cadera en el suelo'],
  },
  CABLE_GLUTE_KICKBACK: {
    name: 'Patada de glúteo en polea',
    aliases: ['Patada de glúteo', 'Kickback en polea', 'Extensión de cadera en polea'],
    instructions: {
      steps: [
        'Engancha una tobillera a la polea baja y abróchala en un tobillo.',
        'Colócate de cara a la máquina, agárrate a la estructura y inclínate ligeramente hacia delante desde la cadera.',
        'Con la rodilla un poco flexionada, lleva la pierna de trabajo hacia atrás y hacia arriba extendiendo la cadera.',
        'Para cuando la cadera esté totalmente extendida, sin arquear la zona lumbar.',
        'Devuelve la pierna hacia delante despacio y termina la serie antes de cambiar de lado.',
      ],
      tips: ['Mantén la cadera cuadrada respecto a la máquina todo el tiempo.', 'Haz una pausa y aprieta al final de cada patada.'],
      commonMistakes: ['Balancear la pierna con inercia.', 'Arquear la zona lumbar para subir más la pierna.'],
    },
  },
  MACHINE_HIP_ABDUCTION: {
    name: 'Abducción de cadera en máquina',
    aliases: ['Máquina de abductores', 'Abductores en máquina', 'Abducción sentado'],
    instructions: {
      steps: [
        'Siéntate en la máquina con la espalda contra el respaldo y las almohadillas por fuera de las rodillas.',
        'Agarra las asas y apoya los pies en los reposapiés.',
        'Empuja las rodillas hacia fuera contra las almohadillas todo lo que puedas sin molestias.',
        'Haz una breve pausa en el punto de máxima apertura.',
        'Deja que las almohadillas vuelvan despacio hasta que las rodillas casi se toquen y repite.',
      ],
      tips: [
        'Inclinarte un poco hacia delante lleva más trabajo a los glúteos.',
        'Haz el movimiento fluido y evita que las placas choquen entre repeticiones.',
      ],
      commonMistakes: ['Dejar que las piernas se cierren de golpe.', 'Balancear el torso para forzar la apertura.'],
    },
  },
  MACHINE_HIP_ADDUCTION: {
    name: 'Aducción de cadera en máquina',
    aliases: ['Máquina de aductores', 'Aductores en máquina', 'Aducción sentado'],
    instructions: {
      steps: [
        'Siéntate en la máquina con las almohadillas contra la cara interna de las rodillas y las piernas abiertas.',
        'Ajusta la apertura inicial para notar un estiramiento suave, no un tirón, en la cara interna de los muslos.',
        'Agarra las asas y junta las piernas hasta que las almohadillas se toquen.',
        'Mantén la contracción un momento.',
        'Abre las piernas despacio hasta volver a la apertura inicial.',
      ],
      tips: [
        'Siéntate erguido con la espalda apoyada en el respaldo.',
        'Aumenta la apertura inicial poco a poco a medida que mejore tu flexibilidad.',
      ],
      commonMistakes: ['Empezar demasiado abierto y forzar la ingle.', 'Dejar que el peso abra las piernas rápidamente.'],
    },
  },
  BANDED_LATERAL_WALK: {
    name: 'Paso lateral con banda',
    aliases: ['Pasos laterales con banda', 'Caminata lateral con goma', 'Monster walk'],
    instructions: {
      steps: [
        'Coloca una minibanda alrededor de las piernas, justo por encima de las rodillas o en los tobillos.',
        'Ponte de pie con los pies a la anchura de la cadera y baja a un cuarto de sentadilla.',
        'Da un paso lateral con el pie que guía, manteniendo la banda en tensión.',
        'Acerca el otro pie sin que los pies lleguen a juntarse.',
        'Da el número de pasos marcado y vuelve caminando hacia el otro lado.',
      ],
      tips: [
        'Mantén las puntas de los pies hacia delante y la cadera nivelada.',
        'Con la banda en los tobillos o en los pies es más difícil que por encima de las rodillas.',
      ],
      commonMistakes: [
        'Ponerse totalmente erguido, de modo que la cadera deja de trabajar.',
        'Dejar que los pies se junten de golpe entre pasos.',
      ],
    },
  },
  COPENHAGEN_PLANK: {
    name: 'Plancha Copenhague',
    aliases: ['Plancha de Copenhague', 'Plancha de aductores', 'Copenhagen'],
    instructions: {
      steps: [
        'Pon un banco plano a tu lado y túmbate de lado con el codo apoyado justo debajo del hombro.',
        'Apoya la cara interna de la pierna de arriba en el banco: a la altura de la rodilla para la versión corta o del tobillo para la larga.',
        'Presiona esa pierna contra el banco hasta que la cadera se despegue del suelo y el cuerpo quede recto de la cabeza a los talones.',
        'Sube la pierna de abajo por debajo del banco hasta juntarla con la otra, o déjala apoyada en el suelo mientras progresas.',
        'Mantén la línea el tiempo marcado, baja la cadera con control y date la vuelta para hacer el otro lado.',
      ],
      tips: [
        'Con la rodilla sobre el banco la palanca es más corta; pasa al tobillo solo cuando aguantes 30 segundos con la rodilla.',
        'Coloca una cadera justo encima de la otra y mantén el pecho mirando al frente.',
        'Respira despacio durante la plancha en lugar de aguantar la respiración.',
      ],
      commonMistakes: [
        'Dejar caer la cintura, de modo que los oblicuos se desconectan.',
        'Pasar a la versión larga demasiado pronto y lesionarse la cara interna del muslo.',
        'Dejar que el hombro de arriba se vaya hacia el suelo.',
      ],
    },
  },
  MACHINE_STANDING_CALF_RAISE: {
    name: 'Elevación de gemelos de pie',
    aliases: ['Elevación de gemelos de pie en máquina', 'Gemelos de pie', 'Elevación de talones de pie'],
  },
  MACHINE_SEATED_CALF_RAISE: {
    name: 'Elevación de gemelos sentado',
    aliases: ['Elevación de gemelos sentado en máquina', 'Gemelos sentado', 'Sóleo en máquina'],
    instructions: {
      steps: [
        'Siéntate en la máquina con la parte delantera de los pies sobre la plataforma y la almohadilla bien ajustada sobre la parte baja de los muslos.',
        'Levanta un poco los talones y suelta la palanca de seguridad.',
        'Baja los talones despacio todo lo que puedas.',
        'Empuja con la parte delantera de los pies para subir los talones lo más alto posible.',
        'Haz una pausa arriba y vuelve a bajar; al terminar, pon de nuevo la palanca de seguridad.',
      ],
      tips: [
        'Con la rodilla flexionada el trabajo pasa al sóleo, así que le van bien las repeticiones altas.',
        'Mantén los pies rectos y reparte la presión por igual en la parte delantera del pie.',
      ],
      commonMistakes: ['Hacer un recorrido mínimo.', 'Tirar de la almohadilla hacia arriba con las manos.'],
    },
  },
  SINGLE_LEG_CALF_RAISE: {
    name: 'Elevación de gemelo a una pierna',
    aliases: ['Elevación de talón a una pierna', 'Gemelo unilateral', 'Elevación de gemelos unilateral'],
    instructions: {
      steps: [
        'Ponte de pie sobre un pie en el borde de un escalón, con el talón en el aire.',
        'Apóyate ligeramente en una pared o barandilla para mantener el equilibrio y engancha el otro pie detrás del tobillo.',
        'Baja el talón por debajo del escalón hasta notar estiramiento en el gemelo.',
        'Sube todo lo que puedas sobre la parte delantera del pie.',
        'Completa todas las repeticiones y cambia de pierna.',
      ],
      tips: [
        'Cuando con tu peso corporal te resulte fácil, sujeta una mancuerna con la mano libre.',
        'Cuenta tres segundos lentos en la bajada.',
      ],
      commonMistakes: ['Apoyarse sobre el borde exterior del pie.', 'Tirar del apoyo para ayudarse a subir.'],
    },
  },
  TIBIALIS_RAISE: {
    name: 'Elevación de tibial',
    aliases: ['Elevación de tibiales', 'Elevación de puntas en pared', 'Tib raise'],
    instructions: {
      steps: [
        'Apoya la espalda y la cadera en una pared con los talones unos 30 cm por delante de ella.',
        'Mantén las piernas estiradas y los talones en el suelo.',
        'Sube las puntas y la parte delantera de los pies hacia las espinillas todo lo que puedas.',
        'Aguanta un instante y baja las puntas despacio, sin dejarlas caer de golpe.',
      ],
      tips: [
        'Alejar más los pies de la pared hace el ejercicio más difícil.',
        'Las repeticiones altas funcionan bien; busca una buena quemazón en las espinillas.',
      ],
      commonMistakes: ['Hacer un recorrido muy corto.', 'Flexionar las rodillas y empujarse contra la pared.'],
    },
  },
  BOX_JUMP: {
    name: 'Salto al cajón',
    aliases: ['Box jump', 'Saltos al cajón', 'Salto al cajón pliométrico'],
    instructions: {
      steps: [
        'Colócate frente a un cajón estable, a un brazo de distancia, con los pies a la anchura de la cadera.',
        'Lleva los brazos atrás mientras bajas rápido a un cuarto de sentadilla.',
        'Salta con explosividad hacia arriba, llevando los brazos adelante y empujando con los pies.',
        'Aterriza suave sobre el cajón con los dos pies, las rodillas flexionadas y alineadas con las puntas.',
        'Ponte de pie del todo sobre el cajón y baja andando en lugar de saltando.',
      ],
      tips: [
        'Elige una altura en la que aterrices con la misma profundidad de sentadilla con la que saltaste.',
        'Recoloca entre repeticiones para que cada salto sea limpio.',
      ],
      commonMistakes: [
        'Usar un cajón tan alto que aterrizas en sentadilla profunda con las rodillas hacia dentro.',
        'Bajar saltando una y otra vez y sobrecargar los tendones de Aquiles.',
      ],
    },
  },
  BROAD_JUMP: {
    name: 'Salto horizontal',
    aliases: ['Salto de longitud sin carrera', 'Salto horizontal a pies juntos', 'Broad jump'],
    instructions: {
      steps: [
        'Ponte de pie detrás de una línea con los pies a la anchura de la cadera.',
        'Lleva los brazos atrás mientras flexionas la cadera y las rodillas.',
        'Lanza los brazos adelante y salta lo más lejos que puedas, extendiendo cadera, rodillas y tobillos.',
        'Aterriza con los dos pies y las rodillas flexionadas, absorbiendo el impacto con la cadera.',
        'Aguanta un momento la posición de aterrizaje, vuelve andando y prepárate de nuevo.',
      ],
      tips: [
        'Un balanceo de brazos potente añade una distancia sorprendente.',
        'Mide desde la línea de salida hasta el talón más retrasado para seguir tu progreso.',
      ],
      commonMistakes: ['Aterrizar con las piernas rectas.', 'Caerse hacia delante o hacia atrás en lugar de aguantar el aterrizaje.'],
    },
  },
  JUMP_SQUAT: {
    name: 'Sentadilla con salto',
    aliases: ['Sentadillas con salto', 'Sentadilla saltando', 'Jump squat'],
    instructions: {
      steps: [
        'Ponte de pie con los pies a la anchura de los hombros y las manos delante del pecho.',
        'Baja en sentadilla hasta que los muslos queden casi paralelos al suelo.',
        'Salta hacia arriba lo más alto que puedas, extendiendo del todo cadera, rodillas y tobillos.',
        'Aterriza suave sobre la parte delantera de los pies y baja hasta apoyar los talones mientras te hundes en la siguiente sentadilla.',
        'Enlaza directamente con la siguiente repetición.',
      ],
      tips: [
        'Aterriza en silencio; si la caída hace ruido, normalmente es que no amortiguas bien.',
        'Haz repeticiones rápidas y termina la serie cuando baje la altura del salto.',
      ],
      commonMistakes: [
        'Dejar que las rodillas se vayan hacia dentro al aterrizar.',
        'Aterrizar sobre los talones con las piernas rígidas.',
      ],
    },
  },
  JUMPING_LUNGE: {
    name: 'Zancada con salto',
    aliases: ['Zancadas con salto', 'Zancadas saltando', 'Split jump'],
    instructions: {
      steps: [
        'Empieza en posición de zancada con un pie delante y ambas rodillas flexionadas.',
        'Salta con explosividad hacia arriba, ayudándote con los brazos.',
        'Cambia las piernas en el aire para que el pie de atrás pase delante.',
        'Aterriza suave en zancada con la otra pierna delante, bajando con control.',
        'Sigue alternando hasta completar las repeticiones marcadas.',
      ],
      tips: [
        'Mantén el torso erguido y el abdomen firme en todo momento.',
        'Consigue una caída silenciosa y controlada antes de aumentar la velocidad.',
      ],
      commonMistakes: ['Dejar que la rodilla de atrás golpee el suelo.', 'Aterrizar con la rodilla delantera hundiéndose hacia dentro.'],
    },
  },
  DEPTH_JUMP: {
    name: 'Salto en profundidad',
    aliases: ['Drop jump', 'Salto desde cajón', 'Salto reactivo'],
    instructions: {
      steps: [
        'Súbete a un cajón bajo con las puntas de los pies cerca del borde.',
        'Déjate caer del cajón dando un paso; no saltes desde él.',
        'Aterriza con los dos pies y pasa el menor tiempo posible en el suelo.',
        'Rebota directamente hacia arriba en un salto máximo.',
        'Aterriza suave, recolócate y vuelve a subir al cajón para la siguiente repetición.',
      ],
      tips: [
        'Empieza con un cajón de unos 30 cm y súbelo solo cuando el tiempo de contacto siga siendo corto.',
        'Mantén el volumen bajo: unas pocas series de calidad de tres a cinco repeticiones.',
      ],
      commonMistakes: [
        'Usar un cajón demasiado alto, lo que provoca una caída larga en la que te hundes.',
        'Hacer saltos en profundidad con fatiga o sin una base de fuerza.',
      ],
    },
  },
  SKATER_JUMP: {
    name: 'Salto de patinador',
    aliases: ['Saltos de patinador', 'Patinadores', 'Skaters'],
    instructions: {
      steps: [
        'Ponte de pie sobre la pierna derecha con la rodilla ligeramente flexionada.',
        'Impúlsate de lado y salta hacia la izquierda.',
        'Aterriza suave sobre el pie izquierdo, llevando el pie derecho por detrás del tobillo izquierdo.',
        'Haz una breve pausa para equilibrarte y salta de nuevo hacia la derecha.',
        'Sigue alternando lados con un ritmo constante.',
      ],
      tips: [
        'Balancea los brazos cruzándolos por delante del cuerpo como un patinador de velocidad.',
        'Controla cada aterrizaje antes de aumentar la distancia o la velocidad.',
      ],
      commonMistakes: ['Aterrizar con la pierna recta y rígida.', 'Dejar que la rodilla de apoyo se vaya hacia dentro.'],
    },
  },
  TREADMILL_RUN: {
    name: 'Correr en cinta',
    aliases: ['Carrera en cinta', 'Trotar en cinta', 'Cinta de correr'],
  },
  TREADMILL_WALK: {
    name: 'Caminar en cinta',
    aliases: ['Andar en cinta', 'Caminata en cinta'],
    instructions: {
      steps: [
        'Engancha la llave de seguridad y colócate con un pie a cada lado de la cinta, sobre los laterales.',
        'Pon la cinta en marcha a poca velocidad y súbete.',
        'Aumenta la velocidad hasta caminar a paso ligero pero pudiendo mantener una conversación.',
        'Camina erguido, con los brazos balanceándose con naturalidad a los lados.',
        'Reduce la velocidad poco a poco antes de bajarte.',
      ],
      tips: ['Apoya del talón a la punta en cada paso.', 'Camina por el centro de la cinta, no pegado a la consola.'],
      commonMistakes: ['Apoyarse en los pasamanos, lo que reduce el esfuerzo.', 'Ir mirándose los pies todo el rato.'],
    },
  },
  TREADMILL_INCLINE_WALK: {
    name: 'Caminar en cinta inclinada',
    aliases: ['Caminata en pendiente', 'Caminar en cuesta en cinta', 'Rutina 12-3-30'],
    instructions: {
      steps: [
        'Engancha la llave de seguridad y pon la cinta en llano a un ritmo de paseo cómodo.',
        'Sube la inclinación poco a poco durante un par de minutos hasta tu pendiente de trabajo, por ejemplo entre el 8 y el 15 %.',
        'Elige una velocidad que puedas mantener toda la sesión, normalmente de 4 a 6 km/h.',
        'Camina con una ligera inclinación hacia delante desde los tobillos y balanceando los brazos.',
        'Baja la inclinación y la velocidad poco a poco durante los últimos minutos.',
      ],
      tips: [
        'Pisa con todo el pie y empuja hacia atrás con el talón para notar los glúteos.',
        'Si necesitas agarrarte a los pasamanos para seguir el ritmo, baja la velocidad o la inclinación.',
      ],
      commonMistakes: [
        'Colgarse de la consola inclinándose hacia atrás, lo que anula la pendiente.',
        'Empezar con la máxima inclinación sin calentar.',
      ],
    },
  },
  OUTDOOR_RUN: {
    name: 'Correr',
    aliases: ['Carrera al aire libre', 'Running', 'Footing', 'Salir a correr'],
    instructions: {
      steps: [
        'Calienta con cinco minutos de caminata rápida o trote muy suave.',
        'Coge el ritmo previsto con una postura erguida y los hombros relajados.',
        'Apoya los pies más o menos debajo de la cadera y da pasos cortos y rápidos.',
        'Balancea los brazos hacia delante y hacia atrás, no cruzándolos por delante del cuerpo.',
        'Termina con unos minutos de trote suave o caminando para volver a la calma.',
      ],
      tips: [
        'La mayoría de tus rodajes suaves deberían permitirte hablar mientras corres.',
        'Aumenta el kilometraje semanal poco a poco para que tendones y huesos se adapten.',
      ],
      commonMistakes: [
        'Correr fuerte en todas las sesiones.',
        'Dar zancadas demasiado largas y frenarse en cada paso.',
        'Apretar los puños y encoger los hombros.',
      ],
    },
  },
  STATIONARY_BIKE: {
    name: 'Bicicleta estática',
    aliases: ['Bici estática', 'Spinning', 'Ciclismo indoor'],
  },
  ASSAULT_BIKE: {
    name: 'Assault bike',
    aliases: ['Air bike', 'Bicicleta de aire', 'Bici de ventilador'],
    instructions: {
      steps: [
        'Ajusta el sillín para que la rodilla quede ligeramente flexionada en el punto más bajo del pedaleo.',
        'Agarra los manillares móviles y apoya los pies en los pedales.',
        'Empieza a pedalear mientras empujas y tiras de los manillares al ritmo de las piernas.',
        'Aumenta el esfuerzo; la resistencia del ventilador sube cuanto más fuerte trabajas.',
        'Mantén el abdomen firme y la cadera estable en el sillín hasta que termine el intervalo.',
      ],
      tips: [
        'Úsala para intervalos cortos e intensos; los esprints de 10 a 30 segundos son brutales y muy eficaces.',
        'Empuja primero con las piernas y deja que los brazos sumen potencia.',
      ],
      commonMistakes: [
        'Darlo todo en los primeros segundos de un intervalo largo y desfondarse.',
        'Balancearse de lado a lado en el sillín.',
      ],
    },
  },
  ROWING_MACHINE: {
    name: 'Máquina de remo',
    aliases: ['Remoergómetro', 'Remo indoor', 'Ergómetro de remo'],
  },
  SKI_ERG: {
    name: 'SkiErg',
    aliases: ['Ski erg', 'Ergómetro de esquí'],
    instructions: {
      steps: [
        'Colócate de cara a la máquina con los pies a la anchura de la cadera y agarra un asa con cada mano por encima de la cabeza.',
        'Ponte ligeramente de puntillas con los brazos estirados hacia arriba y hacia delante.',
        'Tira de las asas hacia abajo llevando los brazos hacia la cadera mientras te inclinas desde la cadera y flexionas un poco las rodillas.',
        'Termina con las manos por detrás de la cadera y el torso inclinado hacia delante.',
        'Vuelve a erguirte y deja que los brazos suban con suavidad a la posición inicial para la siguiente tracción.',
      ],
      tips: [
        'Usa el peso del cuerpo y el encogimiento del abdomen para impulsar la tracción, no solo los brazos.',
        'Mantén los codos ligeramente flexionados y fijos durante la tracción.',
      ],
      commonMistakes: [
        'Hacer una sentadilla profunda en cada tracción en lugar de bisagra de cadera.',
        'Tirar solo con los brazos mientras las piernas siguen bloqueadas.',
      ],
    },
  },
  STAIR_CLIMBER: {
    name: 'Máquina de escaleras',
    aliases: ['Escaladora', 'StairMaster', 'Simulador de escaleras'],
    instructions: {
      steps: [
        'Súbete a la máquina agarrando los pasamanos y ponla en marcha a un ritmo de paso lento.',
        'Mantente erguido y apoya el pie entero en cada escalón.',
        'Sube la velocidad hasta un ritmo que puedas mantener.',
        'Deja las manos apoyadas ligeramente en los pasamanos, solo para mantener el equilibrio.',
        'Al final, reduce la velocidad poco a poco antes de bajarte.',
      ],
      tips: [
        'Empujar con el talón hace trabajar más los glúteos.',
        'Saltarte un escalón de vez en cuando cambia el estímulo para la cadera.',
      ],
      commonMistakes: ['Apoyarse con fuerza en los pasamanos y encorvarse sobre la consola.', 'Dar pasos minúsculos solo de puntillas.'],
    },
  },
  ELLIPTICAL_TRAINER: {
    name: 'Elíptica',
    aliases: ['Bicicleta elíptica', 'Máquina elíptica'],
    instructions: {
      steps: [
        'Súbete a los pedales mientras te agarras a los manillares móviles.',
        'Empieza a dar zancadas suaves para encender la consola y elige un programa o una resistencia.',
        'Empuja y tira de los manillares al ritmo de las piernas para implicar el tren superior.',
        'Mantén una postura erguida y los pies planos sobre los pedales.',
        'Baja la resistencia en los últimos minutos para volver a la calma.',
      ],
      tips: [
        'Pedalear hacia atrás lleva más trabajo a los isquiotibiales y los glúteos.',
        'Si la máquina lo permite, sube la rampa para que se parezca más a subir una cuesta.',
      ],
      commonMistakes: [
        'Poner una resistencia tan baja que la inercia hace todo el trabajo.',
        'Encorvarse hacia delante sobre los agarres fijos.',
      ],
    },
  },
  JUMP_ROPE: {
    name: 'Saltar a la comba',
    aliases: ['Comba', 'Salto a la comba', 'Saltar a la cuerda'],
  },
  BURPEE: {
    name: 'Burpee',
    aliases: ['Burpees'],
  },
  SLED_PUSH: {
    name: 'Empuje de trineo',
    aliases: ['Empujar el trineo', 'Prowler', 'Empuje de prowler'],
    instructions: {
      steps: [
        'Carga el trineo y agarra los postes verticales con los brazos estirados o ligeramente flexionados.',
        'Inclínate contra el trineo para que el cuerpo forme una diagonal recta de la cabeza a los talones.',
        'Lleva una rodilla adelante y empuja con la parte delantera del pie para poner el trineo en movimiento.',
        'Da pasos cortos y potentes, alternando las piernas, con la espalda recta.',
        'Empuja la distancia marcada y descansa antes de la siguiente tanda.',
      ],
      tips: [
        'Con el agarre bajo la carga recae más en las piernas; con el alto es más fácil de aprender.',
        'Mantén la cabeza neutra y mira al suelo unos metros por delante.',
      ],
      commonMistakes: [
        'Ir demasiado erguido, de modo que el empuje sale de los brazos.',
        'Redondear la espalda y dejar que la cadera se suba.',
      ],
    },
  },
  SLED_PULL: {
    name: 'Arrastre de trineo hacia atrás',
    aliases: ['Arrastre de trineo', 'Tirar del trineo', 'Arrastre inverso de trineo'],
    instructions: {
      steps: [
        'Engancha unas correas o una cuerda al trineo y sujeta las asas con los brazos estirados.',
        'Colócate de cara al trineo y camina hacia atrás hasta que las correas queden tensas.',
        'Baja a un cuarto de sentadilla con el pecho alto y los hombros hacia atrás.',
        'Da pasos rápidos hacia atrás, empujando con la parte delantera de cada pie y con las rodillas siempre flexionadas.',
        'Arrastra el trineo la distancia marcada y descansa.',
      ],
      tips: [
        'Los arrastres hacia atrás son amables con las rodillas y dejan los cuádriceps ardiendo.',
        'Comprueba que tienes el camino despejado antes de empezar a andar hacia atrás.',
      ],
      commonMistakes: [
        'Tirar con los brazos en lugar de dejar que las piernas muevan el trineo.',
        'Ponerse totalmente recto, de modo que los cuádriceps dejan de trabajar.',
      ],
    },
  },
  BATTLE_ROPE_WAVES: {
    name: 'Ondas con cuerdas de batalla',
    aliases: ['Battle ropes', 'Cuerdas de batalla', 'Ondas alternas con cuerdas'],
    instructions: {
      steps: [
        'Sujeta un extremo de la cuerda en cada mano y retrocede hasta que quede solo un poco de holgura.',
        'Separa los pies a la anchura de los hombros y baja a una media sentadilla atlética.',
        'Sube y baja rápido un brazo y luego el otro para mandar ondas alternas a lo largo de la cuerda.',
        'Haz que las ondas lleguen hasta el punto de anclaje.',
        'Trabaja durante el intervalo marcado y luego descansa.',
      ],
      tips: [
        'Mueve desde los hombros con los codos ligeramente flexionados.',
        'Prueba ondas con los dos brazos a la vez o golpes contra el suelo para cambiar el énfasis.',
      ],
      commonMistakes: ['Estar de pie erguido con las rodillas bloqueadas.', 'Hacer ondas diminutas que se apagan a mitad de la cuerda.'],
    },
  },
  JUMPING_JACK: {
    name: 'Jumping jacks',
    aliases: ['Jumping jack', 'Saltos de tijera', 'Saltos de estrella'],
    instructions: {
      steps: [
        'Ponte de pie erguido con los pies juntos y los brazos a los lados.',
        'Salta separando los pies más que la anchura de los hombros mientras subes los brazos por los lados hasta encima de la cabeza.',
        'Salta juntando de nuevo los pies mientras bajas los brazos a los lados.',
        'Repite a un ritmo vivo y constante, aterrizando suave sobre la parte delantera de los pies.',
      ],
      tips: ['Saca un pie cada vez para hacer una versión de bajo impacto.', 'Mantén las rodillas algo flexionadas en cada aterrizaje.'],
      commonMistakes: ['Aterrizar con fuerza sobre los talones.', 'Subir los brazos solo hasta la mitad.'],
    },
  },
  FREESTYLE_SWIMMING: {
    name: 'Natación a crol',
    aliases: ['Crol', 'Estilo libre', 'Crawl'],
    instructions: {
      steps: [
        'Impúlsate desde la pared boca abajo, con el cuerpo alargado y plano cerca de la superficie.',
        'Bate las piernas sin parar desde la cadera, con las piernas casi estiradas y los tobillos sueltos.',
        'Estira un brazo hacia delante, agarra el agua y llévala hacia atrás por debajo del cuerpo hasta la cadera.',
        'Recobra ese brazo por encima del agua mientras el otro empieza su tracción.',
        'Rota el cuerpo y gira la cabeza hacia un lado para respirar cada dos o tres brazadas.',
      ],
      tips: [
        'Suelta el aire de forma continua bajo el agua para que solo tengas que coger aire al girar.',
        'Deja una gafa dentro del agua al respirar para no levantar la cabeza.',
      ],
      commonMistakes: [
        'Levantar la cabeza hacia delante para respirar, lo que hunde la cadera.',
        'Batir las piernas desde las rodillas, doblándolas mucho.',
        'Cruzar la mano por encima de la línea media al entrar en el agua.',
      ],
    },
  },
  BREASTSTROKE_SWIMMING: {
    name: 'Natación a braza',
    aliases: ['Braza', 'Estilo braza'],
    instructions: {
      steps: [
        'Empieza deslizándote en posición hidrodinámica, con los brazos estirados al frente y las piernas juntas.',
        'Abre las manos hacia fuera y luego llévalas hacia dentro dibujando un corazón, levantando la cabeza para respirar.',
        'Lleva los talones hacia los glúteos con los pies girados hacia fuera.',
        'Da la patada llevando los pies hacia fuera y alrededor como un látigo, juntándolos con fuerza mientras los brazos salen disparados al frente.',
        'Deslízate un momento en posición hidrodinámica antes de empezar la siguiente brazada.',
      ],
      tips: [
        'La coordinación lo es todo: tracción, respiración, patada, deslizamiento.',
        'La potencia sale de la patada; la tracción de brazos es más corta de lo que cree la mayoría de principiantes.',
      ],
      commonMistakes: [
        'Saltarse el deslizamiento y acelerar la brazada.',
        'Dar la patada con los pies en punta, lo que pierde el apoyo en el agua.',
      ],
    },
  },
  BACKSTROKE_SWIMMING: {
    name: 'Natación a espalda',
    aliases: ['Estilo espalda', 'Crol de espalda'],
    instructions: {
      steps: [
        'Flota boca arriba con las orejas dentro del agua y la cadera cerca de la superficie.',
        'Bate las piernas de forma constante desde la cadera, con las rodillas justo por debajo de la superficie.',
        'Saca un brazo estirado del agua y mételo por encima de la cabeza, entrando primero con el meñique.',
        'Tira del brazo hacia abajo a través del agua, pegado al cuerpo, hasta el muslo.',
        'Alterna los brazos mientras rotas el cuerpo suavemente de un lado a otro.',
      ],
      tips: [
        'Mantén la cabeza quieta y mira hacia arriba.',
        'Cuenta las brazadas desde los banderines de espalda para saber cuándo llega la pared.',
      ],
      commonMistakes: ['Ir como sentado en el agua, con la cadera hundida.', 'Doblar las rodillas hasta que salen de la superficie.'],
    },
  },
  BUTTERFLY_SWIMMING: {
    name: 'Natación a mariposa',
    aliases: ['Estilo mariposa'],
    instructions: {
      steps: [
        'Túmbate boca abajo en el agua con los brazos estirados y las piernas juntas.',
        'Haz un movimiento ondulatorio del cuerpo desde el pecho hasta la cadera y termínalo con una patada de delfín.',
        'Tira de los dos brazos hacia abajo y hacia atrás por debajo del cuerpo, dibujando una cerradura, hacia la cadera.',
        'Cuando las manos pasen la cadera, levanta la barbilla para respirar y lleva los dos brazos adelante por encima del agua.',
        'Vuelve a meter la cabeza y los brazos y da otra patada cuando entren las manos.',
      ],
      tips: [
        'Da dos patadas de delfín por cada ciclo de brazos.',
        'Deja que el pecho presione hacia abajo para subir la cadera, en lugar de doblar las rodillas.',
      ],
      commonMistakes: [
        'Levantar demasiado la cabeza para respirar, lo que hunde la cadera.',
        'Dar una patada pequeña y rígida solo desde las rodillas.',
      ],
    },
  },
  SHADOW_BOXING: {
    name: 'Boxeo de sombra',
    aliases: ['Sombra', 'Shadow boxing'],
    instructions: {
      steps: [
        'Colócate en guardia de boxeo con el pie adelantado y las manos arriba protegiendo la barbilla.',
        'Mantente ligero sobre la parte delantera de los pies y muévete con pasos cortos.',
        'Lanza combinaciones de jabs, directos, ganchos y uppercuts al aire.',
        'Devuelve cada mano a la guardia justo después de golpear.',
        'Añade esquivas, agachadas y juego de pies durante todo el asalto.',
      ],
      tips: [
        'Gira la cadera y pivota el pie de atrás para dar potencia a los directos y los ganchos.',
        'Suelta el aire con fuerza en cada golpe.',
        'Usa un espejo para comprobar que mantienes la guardia alta.',
      ],
      commonMistakes: [
        'Bajar la mano que no golpea.',
        'Bloquear los codos con fuerza al extender del todo.',
        'Quedarse quieto con los pies planos.',
      ],
    },
  },
  HEAVY_BAG_PUNCHING: {
    name: 'Golpeo al saco',
    aliases: ['Saco de boxeo', 'Trabajo de saco', 'Golpes al saco'],
    instructions: {
      steps: [
        'Véndate las manos y ponte unos guantes de saco.',
        'Colócate en guardia a un brazo de distancia del saco.',
        'Lanza golpes y combinaciones, girando la cadera en cada uno.',
        'Muévete alrededor del saco entre combinaciones y mantén la guardia alta.',
        'Trabaja por asaltos cronometrados, por ejemplo tres minutos de trabajo y uno de descanso.',
      ],
      tips: [
        'Golpea con los dos primeros nudillos y mantén la muñeca recta.',
        'Céntrate en una técnica limpia antes de intentar pegar fuerte.',
      ],
      commonMistakes: [
        'Golpear sin vendas y hacerse daño en las muñecas.',
        'Empujar el saco en lugar de golpear y recoger rápido.',
        'Plantarse de frente al saco con la barbilla levantada.',
      ],
    },
  },
  ROUNDHOUSE_KICK: {
    name: 'Patada circular',
    aliases: ['Mawashi geri', 'Roundhouse kick'],
    instructions: {
      steps: [
        'Colócate en guardia con las manos arriba.',
        'Pivota sobre la parte delantera del pie adelantado para que el talón gire hacia el objetivo.',
        'Sube la rodilla de atrás y crúzala mientras giras la cadera por encima.',
        'Lanza la pierna con un latigazo o un barrido, golpeando con la tibia o el empeine.',
        'Devuelve la pierna por el mismo recorrido a la guardia y repite.',
      ],
      tips: [
        'La potencia sale del giro de cadera; deja que el pie de apoyo rote por completo.',
        'Practica despacio para ganar equilibrio antes de añadir velocidad o un saco.',
      ],
      commonMistakes: ['No pivotar el pie de apoyo, lo que sobrecarga la rodilla.', 'Bajar las manos mientras la pierna gira.'],
    },
  },
  FRONT_KICK: {
    name: 'Patada frontal',
    aliases: ['Mae geri', 'Teep', 'Patada de empuje'],
    instructions: {
      steps: [
        'Colócate en guardia con las manos arriba.',
        'Sube la rodilla de la pierna que golpea hacia el pecho.',
        'Extiende la pierna hacia delante, empujando con la cadera y golpeando con la planta o la parte delantera del pie.',
        'Recoge el pie rápidamente hasta la posición de rodilla armada.',
        'Apoya el pie en la guardia y repite; luego cambia de pierna.',
      ],
      tips: [
        'Tira de los dedos hacia atrás cuando golpees con la parte delantera del pie.',
        'Échate un poco hacia atrás para mantener el equilibrio sobre la pierna de apoyo.',
      ],
      commonMistakes: ['Subir la pierna estirada en lugar de armar la rodilla.', 'Dejar la pierna fuera después de la patada.'],
    },
  },
  STANDING_QUAD_STRETCH: {
    name: 'Estiramiento de cuádriceps de pie',
    aliases: ['Estiramiento de cuádriceps'],
    instructions: {
      steps: [
        'Ponte de pie junto a una pared y apoya una mano en ella para mantener el equilibrio.',
        'Flexiona una rodilla y agarra ese tobillo o pie por detrás.',
        'Lleva el talón hacia el glúteo manteniendo las rodillas juntas.',
        'Retrovierte ligeramente la pelvis y aprieta el glúteo de la pierna estirada.',
        'Mantén de 20 a 40 segundos y cambia de pierna.',
      ],
      tips: [
        'Pasa una toalla alrededor del pie si no llegas con comodidad.',
        'Sigue respirando despacio y deja que el estiramiento aumente poco a poco.',
      ],
      commonMistakes: [
        'Arquear la zona lumbar en lugar de retrovertir la pelvis.',
        'Dejar que la rodilla flexionada se vaya hacia delante o hacia fuera.',
      ],
    },
  },
  LYING_HAMSTRING_STRETCH: {
    name: 'Estiramiento de isquiotibiales tumbado',
    aliases: ['Estiramiento de isquios tumbado', 'Estiramiento de isquiotibiales con cinta'],
    instructions: {
      steps: [
        'Túmbate boca arriba con las dos piernas estiradas.',
        'Pasa una cinta o una toalla por la parte delantera de un pie, o agarra ese muslo por detrás.',
        'Sube la pierna hacia el techo con la rodilla estirada o muy ligeramente flexionada.',
        'Tira suavemente de la pierna hacia ti hasta notar estiramiento en la parte posterior del muslo.',
        'Mantén 30 segundos con la otra pierna apoyada en el suelo y cambia de lado.',
      ],
      tips: ['Lleva la punta del pie hacia ti para estirar también el gemelo.', 'Mantén la cadera y la zona lumbar relajadas en el suelo.'],
      commonMistakes: ['Levantar del suelo la otra pierna o la cadera.', 'Tirar bruscamente de la pierna hasta un estiramiento doloroso.'],
    },
  },
  KNEELING_HIP_FLEXOR_STRETCH: {
    name: 'Estiramiento de flexores de cadera de rodillas',
    aliases: ['Estiramiento de psoas', 'Estiramiento de flexores de cadera', 'Estiramiento en zancada'],
    instructions: {
      steps: [
        'Apoya una rodilla en una esterilla con el otro pie plano delante, ambas rodillas a unos 90 grados.',
        'Retrovierte la pelvis y aprieta el glúteo de la pierna que está de rodillas.',
        'Desplaza la cadera un poco hacia delante hasta notar estiramiento en la parte delantera de la cadera de atrás.',
        'Sube el brazo del lado de la rodilla apoyada por encima de la cabeza e inclínate un poco hacia el lado contrario para intensificar el estiramiento.',
        'Aguanta 30 segundos y después cambia de lado.',
      ],
      tips: [
        'Un desplazamiento pequeño con el glúteo bien apretado es mejor que una zancada grande con la espalda arqueada.',
        'Pon una esterilla doblada bajo la rodilla si el suelo es duro.',
      ],
      commonMistakes: [
        'Arquear la zona lumbar y no llegar a estirar los flexores de cadera.',
        'Adelantarse tanto que la rodilla delantera pasa muy por delante de la punta del pie.',
      ],
    },
  },
  STANDING_CALF_STRETCH: {
    name: 'Estiramiento de gemelos de pie',
    aliases: ['Estiramiento de gemelos en pared', 'Estiramiento de gemelo'],
    instructions: {
      steps: [
        'Colócate de cara a una pared y apoya las dos manos en ella a la altura de los hombros.',
        'Lleva un pie hacia atrás, más o menos un paso, con el talón en el suelo y la punta hacia delante.',
        'Flexiona la rodilla delantera y lleva la cadera hacia la pared, manteniendo la pierna de atrás estirada.',
        'Quédate ahí cuando notes estiramiento en la parte alta del gemelo de la pierna de atrás.',
        'Mantén 30 segundos y luego cambia de pierna.',
      ],
      tips: [
        'Flexiona un poco la rodilla de atrás para llevar el estiramiento más abajo, al sóleo.',
        'Mantén el talón de atrás bien apoyado en el suelo.',
      ],
      commonMistakes: ['Dejar que el pie de atrás se gire hacia fuera.', 'Levantar del suelo el talón de atrás.'],
    },
  },
  FIGURE_FOUR_STRETCH: {
    name: 'Estiramiento en figura cuatro',
    aliases: ['Estiramiento del piramidal tumbado', 'Estiramiento de glúteo en cuatro', 'Estiramiento del piriforme'],
    instructions: {
      steps: [
        'Túmbate boca arriba con las dos rodillas flexionadas y los pies apoyados en el suelo.',
        'Cruza un tobillo sobre la rodilla contraria para que la pierna cruzada forme un cuatro.',
        'Pasa las manos por el hueco y agarra con ambas la parte posterior del muslo que no está cruzado.',
        'Lleva ese muslo hacia el pecho hasta notar un estiramiento profundo en el glúteo de la pierna cruzada.',
        'Mantén la postura 30 segundos y cambia de lado.',
      ],
      tips: [
        'Mantén el pie cruzado flexionado para proteger la rodilla.',
        'Empuja suavemente la rodilla cruzada hacia fuera para intensificar el estiramiento.',
      ],
      commonMistakes: ['Levantar la cabeza y los hombros del suelo.', 'Dejar el pie cruzado en punta y que el tobillo se tuerza.'],
    },
  },
  BUTTERFLY_STRETCH: {
    name: 'Estiramiento de mariposa',
    aliases: ['Estiramiento de aductores sentado', 'Estiramiento de ingles sentado', 'Baddha konasana'],
    instructions: {
      steps: [
        'Siéntate erguido en el suelo y junta las plantas de los pies.',
        'Deja caer las rodillas hacia los lados y acerca los talones al cuerpo.',
        'Sujeta los tobillos o los pies con las manos.',
        'Inclínate hacia delante desde la cadera con la espalda larga hasta notar estiramiento en la cara interna de los muslos.',
        'Mantén de 30 a 60 segundos respirando despacio.',
      ],
      tips: [
        'Siéntate sobre una esterilla doblada si se te redondea la zona lumbar.',
        'Deja que la gravedad baje las rodillas en lugar de empujarlas con fuerza.',
      ],
      commonMistakes: ['Redondear la espalda para acercar la cabeza a los pies.', 'Rebotar con las rodillas arriba y abajo.'],
    },
  },
  DOORWAY_CHEST_STRETCH: {
    name: 'Estiramiento de pecho en el marco de la puerta',
    aliases: ['Estiramiento de pectoral en puerta', 'Apertura de pecho en puerta'],
    instructions: {
      steps: [
        'Colócate en el hueco de una puerta y apoya los antebrazos en el marco con los codos a la altura de los hombros.',
        'Da un paso adelante con un pie atravesando la puerta.',
        'Inclina el cuerpo suavemente hacia delante hasta notar estiramiento en el pecho y la parte delantera de los hombros.',
        'Mantén las costillas abajo y el cuello relajado.',
        'Aguanta 30 segundos, da un paso atrás y relájate.',
      ],
      tips: [
        'Coloca los codos más altos para incidir en las fibras bajas del pecho y más bajos para la parte alta.',
        'Si la puerta es demasiado ancha, trabaja un lado cada vez en una esquina o en un poste.',
      ],
      commonMistakes: ['Arquear la zona lumbar para inclinarse más.', 'Encoger los hombros hacia las orejas.'],
    },
  },
  CROSS_BODY_SHOULDER_STRETCH: {
    name: 'Estiramiento de hombro cruzado',
    aliases: ['Estiramiento de brazo cruzado', 'Estiramiento de deltoides posterior'],
    instructions: {
      steps: [
        'Ponte de pie o siéntate erguido con los hombros relajados.',
        'Cruza un brazo estirado por delante del pecho a la altura del hombro.',
        'Engancha el antebrazo contrario justo por encima del codo del brazo que estiras.',
        'Acerca suavemente el brazo al pecho hasta notar estiramiento en la parte posterior del hombro.',
        'Mantén 30 segundos y cambia de brazo.',
      ],
      tips: [
        'Mantén el hombro del brazo estirado abajo, lejos de la oreja.',
        'Gira un poco la cabeza hacia el lado contrario al brazo para estirar un poco más.',
      ],
      commonMistakes: ['Tirar directamente de la articulación del codo.', 'Girar todo el torso en lugar de mover el brazo.'],
    },
  },
  OVERHEAD_TRICEPS_STRETCH: {
    name: 'Estiramiento de tríceps por encima de la cabeza',
    aliases: ['Estiramiento de tríceps', 'Estiramiento de brazo por encima de la cabeza'],
    instructions: {
      steps: [
        'Ponte de pie erguido y sube un brazo estirado por encima de la cabeza.',
        'Flexiona ese codo para que la mano baje por detrás de la cabeza hacia la parte alta de la espalda.',
        'Sujeta el codo flexionado con la otra mano.',
        'Empuja suavemente el codo hacia atrás y hacia la cabeza hasta notar estiramiento en la parte posterior del brazo.',
        'Aguanta 30 segundos y después cambia de brazo.',
      ],
      tips: ['Mantén la cabeza erguida en lugar de adelantarla.', 'Activa el abdomen para que la zona lumbar no se arquee.'],
      commonMistakes: ['Inclinar el torso hacia un lado para aparentar más recorrido.', 'Forzar el codo con presiones bruscas.'],
    },
  },
  KNEELING_LAT_STRETCH: {
    name: 'Estiramiento de dorsal de rodillas',
    aliases: ['Estiramiento de dorsal en banco', 'Estiramiento de dorsales'],
    instructions: {
      steps: [
        'Arrodíllate frente a un banco y apoya los codos en el borde, con las palmas juntas.',
        'Retrocede con las rodillas hasta que el torso quede más o menos paralelo al suelo.',
        'Hunde el pecho y lleva la cadera hacia abajo y hacia atrás, hacia los talones.',
        'Deja caer la cabeza entre los brazos y nota el estiramiento en los laterales de la espalda.',
        'Mantén 30 segundos respirando hondo hacia las costillas.',
      ],
      tips: [
        'Flexiona los codos y lleva las manos detrás de la cabeza para estirar también los tríceps.',
        'Suelta todo el aire para que la caja torácica baje y el estiramiento sea mayor.',
      ],
      commonMistakes: ['Arquear la zona lumbar en lugar de mantener las costillas recogidas.', 'Encoger los hombros hacia las orejas.'],
    },
  },
  NECK_SIDE_STRETCH: {
    name: 'Estiramiento lateral de cuello',
    aliases: ['Estiramiento de trapecio superior', 'Estiramiento de cuello'],
    instructions: {
      steps: [
        'Siéntate o ponte de pie erguido con los hombros relajados.',
        'Inclina la cabeza para acercar una oreja al hombro del mismo lado.',
        'Apoya suavemente la mano de ese lado en el lateral de la cabeza para añadir un poco de presión.',
        'Estira la mano contraria hacia el suelo para aumentar el estiramiento en ese lado del cuello.',
        'Mantén de 20 a 30 segundos y cambia de lado.',
      ],
      tips: [
        'Gira un poco la nariz hacia la axila para incidir en el elevador de la escápula.',
        'Usa solo el peso de la mano, nunca tires.',
      ],
      commonMistakes: ['Subir el hombro hacia la oreja.', 'Tirar bruscamente de la cabeza con la mano.'],
    },
  },
  WRIST_FLEXOR_STRETCH: {
    name: 'Estiramiento de flexores de muñeca',
    aliases: ['Estiramiento de flexores del antebrazo', 'Estiramiento de antebrazo'],
    instructions: {
      steps: [
        'Estira un brazo al frente a la altura del hombro con la palma mirando hacia delante.',
        'Apunta los dedos hacia el suelo.',
        'Con la otra mano, tira suavemente de los dedos hacia tu cuerpo.',
        'Quédate ahí cuando notes estiramiento en la cara interna del antebrazo.',
        'Mantén entre 20 y 30 segundos y cambia de brazo.',
      ],
      tips: [
        'Mantén el codo estirado para aprovechar al máximo el estiramiento.',
        'Para estirar más, ponte de rodillas y apoya las palmas en el suelo con los dedos apuntando hacia las rodillas.',
      ],
      commonMistakes: ['Flexionar el codo al tirar.', 'Tirar solo de las puntas de los dedos en lugar de toda la mano.'],
    },
  },
  BICEPS_WALL_STRETCH: {
    name: 'Estiramiento de bíceps en pared',
    aliases: ['Estiramiento de bíceps de pie', 'Estiramiento de bíceps'],
    instructions: {
      steps: [
        'Colócate de lado junto a una pared y apoya la palma plana en ella, un poco por detrás de ti y a la altura del hombro.',
        'Mantén el brazo estirado con el pulgar hacia arriba.',
        'Gira despacio el pecho y el cuerpo alejándote de la pared.',
        'Para cuando notes estiramiento en la parte delantera del brazo y el hombro.',
        'Mantén medio minuto y cambia de brazo.',
      ],
      tips: ['Bajar la mano en la pared suele aumentar el estiramiento del bíceps.', 'Mantén la escápula hacia atrás y hacia abajo.'],
      commonMistakes: [
        'Flexionar el codo, lo que saca al bíceps del estiramiento.',
        'Girar tanto que la parte delantera del hombro se pinza.',
      ],
    },
  },
  DOWNWARD_FACING_DOG: {
    name: 'Perro boca abajo',
    aliases: ['Perro mirando hacia abajo', 'Adho mukha svanasana'],
    instructions: {
      steps: [
        'Empieza a cuatro patas con las manos un poco por delante de los hombros y los dedos separados.',
        'Apoya los dedos de los pies y levanta las rodillas de la esterilla.',
        'Empuja la cadera hacia arriba y hacia atrás para que el cuerpo forme una V invertida.',
        'Empuja el suelo con las manos y alarga la columna, dejando la cabeza colgando entre los brazos.',
        'Lleva los talones hacia la esterilla y mantén la postura durante varias respiraciones lentas.',
      ],
      tips: [
        'Flexiona bien las rodillas si se te redondea la espalda; importa más una columna larga que unas piernas estiradas.',
        'Rota los brazos hacia fuera para dejar espacio alrededor del cuello.',
      ],
      commonMistakes: [
        'Redondear la parte alta de la espalda con la cadera baja.',
        'Encoger los hombros hasta las orejas.',
        'Quedarse de puntillas con todo el peso cargado en las manos.',
      ],
    },
  },
  CHILDS_POSE: {
    name: 'Postura del niño',
    aliases: ['Balasana', 'Postura de descanso'],
    instructions: {
      steps: [
        'Arrodíllate en la esterilla con los dedos gordos de los pies juntos y las rodillas separadas.',
        'Lleva la cadera hacia atrás, hacia los talones.',
        'Inclínate hacia delante y avanza las manos al frente, apoyando la frente en la esterilla.',
        'Deja que el pecho se hunda hacia el suelo y que los hombros se relajen.',
        'Respira despacio hacia la espalda y mantén la postura mientras te resulte cómoda.',
      ],
      tips: [
        'Pon un bloque o un cojín bajo la frente si no llega al suelo.',
        'Junta las rodillas para redondear más la espalda o sepáralas para abrir más la cadera.',
      ],
      commonMistakes: ['Forzar la cadera hacia los talones con las rodillas doloridas.', 'Mantener tensión en los hombros y el cuello.'],
    },
  },
  COBRA_POSE: {
    name: 'Postura de la cobra',
    aliases: ['Cobra', 'Bhujangasana', 'Estiramiento de la cobra'],
    instructions: {
      steps: [
        'Túmbate boca abajo con las piernas estiradas y el empeine apoyado en la esterilla.',
        'Coloca las manos bajo los hombros con los codos pegados al cuerpo.',
        'Presiona los empeines y el pubis contra la esterilla.',
        'Inspira y levanta el pecho extendiendo la columna, usando más la espalda que los brazos.',
        'Mantén unas cuantas respiraciones y baja despacio al soltar el aire.',
      ],
      tips: [
        'Mantén los codos flexionados y los hombros hacia atrás y hacia abajo.',
        'Mira al frente y ligeramente hacia abajo para mantener el cuello largo.',
      ],
      commonMistakes: ['Subir con los brazos estirados y comprimir la zona lumbar.', 'Echar la cabeza muy atrás para mirar al techo.'],
    },
  },
  WARRIOR_I_POSE: {
    name: 'Postura del guerrero I',
    aliases: ['Guerrero 1', 'Guerrero I', 'Virabhadrasana I'],
    instructions: {
      steps: [
        'Lleva un pie hacia atrás hasta quedar en una posición larga y gira el pie de atrás hacia fuera unos 45 grados.',
        'Flexiona la rodilla delantera hasta que quede más o menos encima del tobillo.',
        'Orienta la cadera hacia la parte delantera de la esterilla todo lo que puedas.',
        'Sube los dos brazos por encima de la cabeza con las palmas enfrentadas.',
        'Mantén cinco respiraciones y cambia de lado.',
      ],
      tips: [
        'Abre la postura hacia los lados si no consigues cuadrar la cadera.',
        'Presiona con firmeza el borde exterior del pie de atrás contra la esterilla.',
      ],
      commonMistakes: ['Dejar que la rodilla delantera se hunda hacia dentro.', 'Arquear la zona lumbar para subir los brazos.'],
    },
  },
  WARRIOR_II_POSE: {
    name: 'Postura del guerrero II',
    aliases: ['Guerrero 2', 'Guerrero II', 'Virabhadrasana II'],
    instructions: {
      steps: [
        'Ponte de pie con los pies muy separados, el de delante apuntando al frente y el de atrás un poco girado hacia dentro.',
        'Alinea el talón delantero con el arco del pie de atrás.',
        'Flexiona la rodilla delantera sobre el tobillo manteniendo la pierna de atrás estirada.',
        'Estira los brazos a la altura de los hombros y mira por encima de la mano delantera.',
        'Aguanta cinco respiraciones y luego cambia de lado.',
      ],
      tips: [
        'Mantén el torso alineado sobre la cadera en lugar de inclinarte hacia la pierna delantera.',
        'Empuja la rodilla delantera hacia fuera para que apunte hacia el dedo pequeño.',
      ],
      commonMistakes: [
        'Dejar que la rodilla delantera pase por delante de los dedos o se vaya hacia dentro.',
        'Dejar caer los brazos por debajo de la altura de los hombros.',
      ],
    },
  },
  TREE_POSE: {
    name: 'Postura del árbol',
    aliases: ['Árbol', 'Vrksasana'],
    instructions: {
      steps: [
        'Ponte de pie erguido y pasa el peso a un pie.',
        'Apoya la planta del otro pie en la cara interna de la pantorrilla o del muslo de la pierna de apoyo, evitando la rodilla.',
        'Presiona el pie y la pierna entre sí y deja que la rodilla flexionada se abra hacia el lado.',
        'Junta las palmas delante del pecho o súbelas por encima de la cabeza.',
        'Fija la mirada en un punto quieto y mantén de cinco a diez respiraciones; luego cambia de lado.',
      ],
      tips: [
        'Si el equilibrio es nuevo para ti, empieza con el pie en el tobillo y los dedos en el suelo.',
        'Mantén la cadera nivelada en lugar de hundirte sobre la cadera de apoyo.',
      ],
      commonMistakes: [
        'Apoyar el pie directamente contra el lateral de la rodilla.',
        'Inclinar el torso hacia un lado para no perder el equilibrio.',
      ],
    },
  },
  PIGEON_POSE: {
    name: 'Postura de la paloma',
    aliases: ['Paloma', 'Estiramiento de la paloma', 'Eka pada rajakapotasana'],
    instructions: {
      steps: [
        'Desde plancha o a cuatro patas, lleva una rodilla hacia delante, detrás de la muñeca del mismo lado.',
        'Coloca la tibia delantera cruzada sobre la esterilla para que el pie quede delante de la cadera contraria.',
        'Desliza la pierna de atrás estirada hacia atrás con el empeine en la esterilla.',
        'Cuadra la cadera y avanza las manos para inclinarte sobre la pierna delantera.',
        'Mantén uno o dos minutos respirando despacio y cambia de lado.',
      ],
      tips: [
        'Pon un bloque o un cojín bajo la cadera de la pierna delantera si se queda en el aire.',
        'Mantén el pie delantero flexionado para proteger la rodilla.',
      ],
      commonMistakes: [
        'Dejarse caer sobre la cadera de la pierna flexionada, de modo que la pelvis se gira.',
        'Seguir a pesar del dolor de rodilla en lugar de aflojar.',
      ],
    },
  },
  TRIANGLE_POSE: {
    name: 'Postura del triángulo',
    aliases: ['Triángulo', 'Trikonasana', 'Triángulo extendido'],
    instructions: {
      steps: [
        'Ponte de pie con los pies bien separados, el de delante apuntando al frente y el de atrás algo girado hacia dentro.',
        'Estira las dos piernas y abre los brazos a la altura de los hombros.',
        'Alárgate hacia delante por encima de la pierna delantera y luego inclínate de lado desde la cadera.',
        'Baja la mano delantera a la espinilla, a un bloque o al suelo y estira el otro brazo hacia arriba.',
        'Abre el pecho hacia el lado, mantén cinco respiraciones y cambia de lado.',
      ],
      tips: [
        'Un bloque bajo la mano de abajo mantiene largos ambos lados de la cintura.',
        'Flexiona ligeramente la rodilla delantera si tiende a hiperextenderse.',
      ],
      commonMistakes: ['Hundir el pecho hacia el suelo para llegar más abajo.', 'Bloquear con fuerza la rodilla delantera hacia atrás.'],
    },
  },
  CHAIR_POSE: {
    name: 'Postura de la silla',
    aliases: ['Utkatasana', 'Postura feroz'],
    instructions: {
      steps: [
        'Ponte de pie con los pies juntos o a la anchura de la cadera.',
        'Flexiona las rodillas y lleva la cadera atrás como si fueras a sentarte en una silla.',
        'Sube los brazos por encima de la cabeza, junto a las orejas.',
        'Mantén el peso en los talones y el pecho elevado.',
        'Mantén cinco respiraciones y estira las piernas para salir de la postura.',
      ],
      tips: [
        'Deberías poder ver los dedos de los pies por delante de las rodillas.',
        'Mete la parte baja del abdomen para que la zona lumbar no se arquee.',
      ],
      commonMistakes: ['Dejar que las rodillas se abran.', 'Cargar el peso en las puntas de los pies.'],
    },
  },
  FOAM_ROLL_QUADS: {
    name: 'Foam roller en cuádriceps',
    aliases: ['Rodillo de espuma en cuádriceps', 'Masaje con rodillo en cuádriceps'],
    instructions: {
      steps: [
        'Túmbate boca abajo con un foam roller bajo la parte delantera de los muslos y los antebrazos en el suelo.',
        'Activa el abdomen para que el cuerpo se mantenga en línea recta.',
        'Usa los brazos para rodar despacio desde justo encima de las rodillas hasta la cadera.',
        'Detente unas respiraciones en los puntos sensibles mientras se van soltando.',
        'Rueda de 30 a 60 segundos, girándote un poco para llegar a la parte interna y externa del cuádriceps.',
      ],
      tips: [
        'Cruza una pierna sobre la otra para aumentar la presión sobre un solo muslo.',
        'Muévete despacio; unos 2 o 3 cm por segundo es suficiente.',
      ],
      commonMistakes: ['Rodar sobre la rótula.', 'Dejar caer la cadera y forzar la zona lumbar.'],
    },
  },
  FOAM_ROLL_THORACIC_SPINE: {
    name: 'Foam roller en columna torácica',
    aliases: ['Foam roller en espalda alta', 'Rodillo de espuma en la zona dorsal'],
    instructions: {
      steps: [
        'Siéntate en el suelo con el foam roller detrás y túmbate hacia atrás para que quede bajo las escápulas.',
        'Cruza los brazos sobre el pecho o sujeta la cabeza con las manos.',
        'Levanta la cadera y empuja con los pies para rodar desde la parte baja de las escápulas hasta la parte alta.',
        'Detente en algunos puntos y extiende suavemente la parte alta de la espalda sobre el rodillo.',
        'Continúa durante 60 segundos.',
      ],
      tips: ['Abrazarte separa las escápulas y deja más músculo expuesto.', 'Suelta el aire al extenderte sobre el rodillo.'],
      commonMistakes: ['Bajar rodando hasta la zona lumbar.', 'Dejar caer la cabeza hacia atrás sin apoyo.'],
    },
  },
  FOAM_ROLL_CALVES: {
    name: 'Foam roller en gemelos',
    aliases: ['Rodillo de espuma en gemelos', 'Masaje con rodillo en gemelos'],
    instructions: {
      steps: [
        'Siéntate con las piernas estiradas y el foam roller bajo los gemelos.',
        'Apoya las manos en el suelo por detrás y levanta la cadera.',
        'Rueda despacio desde justo encima de los tobillos hasta justo debajo de las rodillas.',
        'Gira las piernas hacia dentro y hacia fuera para trabajar la parte interna y externa del gemelo.',
        'Rueda de 30 a 60 segundos por pierna.',
      ],
      tips: [
        'Pon una pierna encima de la otra para aumentar la presión.',
        'Una pelota de masaje llega con más precisión a los puntos tensos.',
      ],
      commonMistakes: [
        'Rodar directamente sobre el tendón de Aquiles o la parte posterior de la rodilla.',
        'Ir tan deprisa que el músculo no llega a relajarse.',
      ],
    },
  },
  CAT_COW: {
    name: 'Gato-vaca',
    aliases: ['Estiramiento gato-vaca', 'Gato-camello', 'Marjaryasana-bitilasana'],
    instructions: {
      steps: [
        'Empieza a cuatro patas con las muñecas bajo los hombros y las rodillas bajo la cadera.',
        'Inspira mientras dejas caer el abdomen, levantas el pecho y el coxis y miras ligeramente hacia arriba.',
        'Espira mientras redondeas la columna hacia el techo, metiendo la barbilla y el coxis.',
        'Pasa despacio de una posición a otra, dejando que cada vértebra siga a la anterior.',
        'Continúa durante 8 a 12 respiraciones.',
      ],
      tips: [
        'Deja que la respiración marque el ritmo del movimiento.',
        'En la posición redondeada, empuja el suelo para separar las escápulas.',
      ],
      commonMistakes: [
        'Mover solo el cuello y la zona lumbar mientras la parte media sigue rígida.',
        'Hacer las repeticiones deprisa sin coordinarlas con la respiración.',
      ],
    },
  },
  HIP_90_90_SWITCH: {
    name: 'Cambio de cadera 90/90',
    aliases: ['90/90 de cadera', 'Rotación de cadera 90-90', 'Rotaciones 90/90'],
    instructions: {
      steps: [
        'Siéntate en el suelo con las dos rodillas flexionadas a 90 grados, una pierna delante y la otra hacia el lado.',
        'Apoya las manos detrás para sujetarte y siéntate erguido.',
        'Levanta las dos rodillas y gíralas hacia el lado contrario para que las piernas intercambien su posición.',
        'Acomódate en la nueva posición 90/90 e inclínate suavemente sobre la tibia delantera.',
        'Sigue cambiando de lado despacio hasta completar las repeticiones marcadas.',
      ],
      tips: [
        'Para progresar, hazlo sin apoyar las manos en el suelo.',
        'Mantén los pies más o menos en su sitio y deja que la rotación la haga la cadera.',
      ],
      commonMistakes: [
        'Hundir la columna y dejarse caer sobre la parte trasera de la pelvis.',
        'Forzar las rodillas hacia el suelo cuando la cadera está rígida.',
      ],
    },
  },
  WORLDS_GREATEST_STRETCH: {
    name: 'El mejor estiramiento del mundo',
    aliases: ["World's greatest stretch", 'Zancada con rotación', 'Spiderman con rotación'],
    instructions: {
      steps: [
        'Da un paso largo hacia delante en zancada y apoya las dos manos en el suelo por dentro del pie delantero.',
        'Mantén la rodilla de atrás sin tocar el suelo y baja la cadera hacia el suelo.',
        'Lleva el codo del lado interior hacia el tobillo delantero.',
        'Gira el pecho abriéndolo y estira ese mismo brazo hacia el techo.',
        'Vuelve a apoyar la mano, lleva la cadera atrás para estirar la pierna delantera, regresa y cambia de lado.',
      ],
      tips: [
        'Sigue con la mirada la mano de arriba para rotar más la parte alta de la espalda.',
        'Muévete despacio y suelta el aire en cada posición.',
      ],
      commonMistakes: [
        'Apoyar la rodilla de atrás en el suelo y perder el estiramiento del flexor de cadera.',
        'Hacer la secuencia deprisa sin pararse en cada posición.',
      ],
    },
  },
  LEG_SWINGS: {
    name: 'Balanceos de pierna',
    aliases: ['Balanceo de piernas', 'Péndulos de pierna', 'Leg swings'],
    instructions: {
      steps: [
        'Colócate de lado junto a una pared o un rack y agárrate con una mano para mantener el equilibrio.',
        'Pasa el peso a la pierna más cercana a la pared.',
        'Balancea la pierna de fuera hacia delante y hacia atrás como un péndulo, manteniéndola relajada.',
        'Aumenta poco a poco la altura de cada balanceo a medida que la cadera se suelta.',
        'Después de la serie, ponte de cara a la pared y balancea la pierna de lado a lado por delante del cuerpo; luego cambia de pierna.',
      ],
      tips: [
        'Mantente erguido en el lado de apoyo; el movimiento sale de la cadera.',
        'Hazlo con control en lugar de intentar patear lo más alto posible.',
      ],
      commonMistakes: ['Arquear y redondear la zona lumbar para balancear más.', 'Bloquear la rodilla de la pierna de apoyo.'],
    },
  },
  KNEE_TO_WALL_ANKLE_MOBILIZATION: {
    name: 'Movilidad de tobillo rodilla a pared',
    aliases: ['Rodilla a la pared', 'Dorsiflexión de tobillo en pared', 'Movilidad de tobillo en pared'],
    instructions: {
      steps: [
        'Colócate frente a una pared con una rodilla en el suelo o en posición de zancada, con las puntas del pie delantero a unos 5 cm de la pared.',
        'Mantén el talón delantero bien apoyado en el suelo.',
        'Lleva la rodilla delantera hacia delante, por encima de los dedos centrales, hasta tocar la pared.',
        'Vuelve a llevar la rodilla atrás y repite hasta completar las repeticiones marcadas.',
        'Aleja el pie a medida que mejore tu rango de movimiento y luego cambia de lado.',
      ],
      tips: [
        'Apunta a qué distancia de la pared llegas a tocar para medir tu progreso.',
        'Dirige la rodilla por encima del segundo y el tercer dedo, no hacia dentro.',
      ],
      commonMistakes: [
        'Levantar el talón para aparentar más recorrido.',
        'Dejar que el arco del pie se hunda y la rodilla se vaya hacia dentro.',
      ],
    },
  },
  THREAD_THE_NEEDLE: {
    name: 'Enhebrar la aguja',
    aliases: ['Estiramiento de enhebrar la aguja', 'Rotación torácica en cuadrupedia'],
    instructions: {
      steps: [
        'Ponte a cuatro patas con las muñecas debajo de los hombros y las rodillas debajo de la cadera.',
        'Estira un brazo hacia el techo, girando el pecho para abrirlo y siguiendo la mano con la mirada.',
        'Baja ese brazo con un barrido y deslízalo por el suelo por debajo del cuerpo hacia el lado contrario.',
        'Deja que el hombro y el lateral de la cabeza descansen un momento en la esterilla.',
        'Vuelve a la posición abierta y repite; después cambia de lado.',
      ],
      tips: [
        'Mantén la cadera encima de las rodillas para que la rotación salga de la parte alta de la espalda.',
        'Suelta el aire al pasar el brazo por debajo.',
      ],
      commonMistakes: [
        'Desplazar la cadera hacia un lado en lugar de rotar la columna.',
        'Cargar el peso sobre el cuello en la posición enhebrada.',
      ],
    },
  },
};
