import type { ExerciseTranslationSeed } from '../../types.js';

/** Spanish (Spain) names, aliases and instructions for the exercises in ../back-and-core.ts, by exercise code. */
export const backAndCore: Record<string, ExerciseTranslationSeed> = {
  CONVENTIONAL_DEADLIFT: {
    name: 'Peso muerto convencional',
    aliases: ['Peso muerto', 'Peso muerto con barra'],
  },
  SUMO_DEADLIFT: {
    name: 'Peso muerto sumo',
    aliases: ['Peso muerto estilo sumo'],
    instructions: {
      steps: [
        'Colócate con los pies muy abiertos, las puntas hacia fuera y las espinillas cerca de la barra.',
        'Baja los brazos en vertical y agarra la barra con los brazos por dentro de las rodillas y las manos más o menos a la anchura de los hombros.',
        'Empuja las rodillas hacia fuera, en la línea de las puntas de los pies, baja la cadera y levanta el pecho hasta que la espalda quede recta.',
        'Aprieta el abdomen con fuerza y tensa la barra.',
        'Empuja el suelo con los pies hacia fuera y ponte de pie manteniendo la barra sobre la mitad del pie.',
        'Bloquea apretando los glúteos y baja la barra de forma controlada por el mismo camino.',
      ],
      tips: [
        'Tómate tu tiempo para encontrar la apertura de pies que te permita mantener las espinillas casi verticales.',
        'Piensa en separar el suelo con los pies.',
        'Al empezar, mantén la cadera cerca de la barra.',
      ],
      commonMistakes: [
        'Dejar que las rodillas se vayan hacia dentro cuando la barra despega del suelo.',
        'Colocar la cadera tan baja que sube antes de que se mueva la barra.',
        'Agarrar tan abierto que los brazos estorban a las piernas.',
      ],
    },
  },
  TRAP_BAR_DEADLIFT: {
    name: 'Peso muerto con barra hexagonal',
    aliases: ['Peso muerto con trap bar', 'Peso muerto con barra trap'],
    instructions: {
      steps: [
        'Métete en el centro de la barra hexagonal con los pies separados más o menos a la anchura de las caderas.',
        'Flexiona la cadera y agarra las asas por el centro para que la barra quede equilibrada.',
        'Dobla las rodillas, levanta el pecho y pon la espalda recta con los brazos estirados.',
        'Aprieta el abdomen y empuja con todo el pie para ponerte de pie.',
        'Termina erguido con la cadera y las rodillas bloqueadas y baja la barra al suelo de forma controlada.',
      ],
      tips: [
        'Usa las asas altas si con las bajas no consigues mantener la espalda recta.',
        'Es normal que las rodillas se doblen algo más que en el peso muerto con barra recta.',
        'Mantén los hombros hacia abajo y hacia atrás durante todo el levantamiento.',
      ],
      commonMistakes: [
        'Agarrar las asas descentradas, de modo que la barra se inclina hacia delante o hacia atrás.',
        'Bajar tanto la cadera que el levantamiento se convierte en una sentadilla.',
        'Redondear la parte alta de la espalda para llegar a las asas.',
      ],
    },
  },
  DEFICIT_DEADLIFT: {
    name: 'Peso muerto en déficit',
    aliases: ['Peso muerto con déficit'],
    instructions: {
      steps: [
        'Súbete a un disco firme o a una plataforma baja de 2 a 8 cm de altura, con la barra sobre la mitad del pie.',
        'Flexiona la cadera y dobla las rodillas más de lo habitual para llegar a la barra, y agárrala justo por fuera de las piernas.',
        'Pon la espalda recta, deja los hombros ligeramente por delante de la barra y aprieta el abdomen.',
        'Empuja la plataforma con las piernas manteniendo la barra pegada a las espinillas cuando despegue del suelo.',
        'Ponte completamente erguido y baja la barra al suelo en la misma posición.',
      ],
      tips: [
        'Empieza con un déficit pequeño y con un 10-20 % menos de peso que en tu peso muerto normal.',
        'Úsalo para ganar velocidad y fuerza en la salida desde el suelo.',
        'Grábate de lado para comprobar que la espalda se mantiene neutra en la posición de salida, que es más profunda.',
      ],
      commonMistakes: [
        'Elegir un déficit tan alto que se redondea la zona lumbar.',
        'Subirse a algo inestable, como una pila suelta de discos pequeños.',
        'Preparar la posición con prisas porque la salida resulta incómoda.',
      ],
    },
  },
  PAUSED_DEADLIFT: {
    name: 'Peso muerto con pausa',
    aliases: ['Peso muerto pausado'],
    instructions: {
      steps: [
        'Colócate como en el peso muerto convencional, con la mitad del pie debajo de la barra y la espalda recta y firme.',
        'Despega la barra del suelo con un tirón suave y continuo.',
        'Detente justo por debajo de las rodillas y aguanta el tiempo indicado, normalmente dos segundos, sin mover la cadera.',
        'Termina el tirón llevando la cadera hacia delante hasta quedar erguido.',
        'Baja la barra al suelo de forma controlada y vuelve a colocarte antes de la siguiente repetición.',
      ],
      tips: [
        'Apunta el tempo que has usado, por ejemplo 1-2-1, para poder repetirlo en la siguiente sesión.',
        'Mantén la barra en contacto con las piernas durante la pausa.',
        'Usa más o menos un 70-80 % del peso de tu peso muerto normal.',
      ],
      commonMistakes: [
        'Dejar que los hombros se vayan por detrás de la barra durante la pausa.',
        'Hacer la pausa por encima de las rodillas, con lo que te saltas la parte más difícil del tirón.',
        'Aguantar tanto la respiración que el abdomen pierde tensión antes del bloqueo.',
      ],
    },
  },
  RACK_PULL: {
    name: 'Rack pull',
    aliases: ['Peso muerto parcial', 'Peso muerto desde bloques', 'Peso muerto en rack'],
    instructions: {
      steps: [
        'Coloca los seguros de la jaula de forma que la barra quede justo por debajo o justo por encima de las rodillas.',
        'Ponte cerca, con la barra tocando las piernas y los pies separados más o menos a la anchura de las caderas.',
        'Flexiona la cadera para agarrar la barra justo por fuera de los muslos y pon la espalda recta.',
        'Aprieta el abdomen y lleva la cadera hacia delante para ponerte de pie con la barra.',
        'Bloquea con los hombros hacia atrás y baja la barra con suavidad hasta apoyarla en los seguros.',
      ],
      tips: [
        'Usa correas si el agarre falla antes que la espalda.',
        'Elige la altura de los seguros según la parte del peso muerto que quieras reforzar.',
        'Despega la barra de los seguros con suavidad en lugar de dar un tirón.',
      ],
      commonMistakes: [
        'Encoger los hombros o echarse muy atrás al bloquear.',
        'Dejar caer la barra sobre los seguros, lo que castiga la jaula y las articulaciones.',
        'Cargar tanto peso que la posición no se parece en nada a la de tu peso muerto completo.',
      ],
    },
  },
  BARBELL_GOOD_MORNING: {
    name: 'Buenos días con barra',
    aliases: ['Buenos días', 'Good morning'],
    instructions: {
      steps: [
        'Saca la barra del soporte y apóyala en la parte alta de la espalda, como en la sentadilla trasera.',
        'Ponte de pie con los pies a la anchura de las caderas y las rodillas ligeramente flexionadas.',
        'Aprieta el abdomen y lleva la cadera hacia atrás, dejando que el tronco se incline hacia delante con la espalda recta.',
        'Baja despacio, por ejemplo en tres segundos, hasta notar un buen estiramiento en los isquiotibiales o hasta que el tronco quede casi paralelo al suelo.',
        'Lleva la cadera hacia delante para volver a quedar de pie.',
      ],
      tips: [
        'Empieza con poco peso: en este ejercicio lo importante es la posición, no la carga máxima.',
        'Sujeta la barra con firmeza contra la espalda con las manos.',
        'Detén la bajada en cuanto la zona lumbar empiece a redondearse.',
      ],
      commonMistakes: [
        'Doblar tanto las rodillas que se convierte en una sentadilla.',
        'Redondear la columna para bajar más el tronco.',
        'Dejar que la barra ruede hacia el cuello.',
      ],
    },
  },
  BARBELL_BENT_OVER_ROW: {
    name: 'Remo con barra',
    aliases: ['Remo inclinado con barra', 'Remo con barra inclinado'],
  },
  SINGLE_ARM_DUMBBELL_ROW: {
    name: 'Remo con mancuerna a una mano',
    aliases: ['Remo unilateral con mancuerna', 'Remo con mancuerna'],
    instructions: {
      steps: [
        'Apoya una rodilla y la mano del mismo lado en un banco plano, con el otro pie bien apoyado en el suelo.',
        'Sujeta una mancuerna con la mano libre, con el brazo estirado y colgando por debajo del hombro.',
        'Aprieta el abdomen y mantén la espalda recta y más o menos paralela al suelo.',
        'Rema la mancuerna hacia la cadera manteniendo el codo pegado al costado.',
        'Haz una pausa arriba y baja el peso hasta estirar el brazo y notar el estiramiento en el dorsal.',
        'Haz todas las repeticiones de un lado y después cambia.',
      ],
      tips: [
        'Dirige la mancuerna hacia el bolsillo trasero para centrar el trabajo en el dorsal.',
        'Deja que la escápula se desplace hacia delante abajo para estirar por completo.',
        'Mantén la cadera y los hombros paralelos al suelo.',
      ],
      commonMistakes: [
        'Girar el tronco para subir el peso a tirones.',
        'Llevar el codo alto y abierto, de modo que el brazo hace casi todo el trabajo.',
        'Acortar el recorrido abajo.',
      ],
    },
  },
  PENDLAY_ROW: {
    name: 'Remo Pendlay',
    aliases: ['Remo Pendlay con barra', 'Remo desde el suelo'],
    instructions: {
      steps: [
        'Deja la barra en el suelo sobre la mitad del pie y agárrala en prono, con las manos algo más abiertas que los hombros.',
        'Inclina el tronco desde la cadera hasta dejarlo casi paralelo al suelo, con la espalda recta y las rodillas ligeramente flexionadas.',
        'Aprieta el abdomen y tira de la barra de forma explosiva desde el suelo hasta la parte baja del pecho o la parte alta del abdomen.',
        'Baja la barra al suelo y deja que se detenga por completo.',
        'Vuelve a tensar el abdomen y a colocar la espalda antes de la siguiente repetición.',
      ],
      tips: [
        'Cada repetición empieza desde parado, así que no hay rebote que te ayude.',
        'Mantén el tronco quieto; solo deben moverse los brazos y las escápulas.',
        'Con discos bumper, la barra vuelve al suelo con menos ruido y más suavidad.',
      ],
      commonMistakes: [
        'Levantar el pecho mientras sube la barra, de modo que se convierte en un remo con barra normal.',
        'Rebotar la barra contra el suelo entre repeticiones.',
        'Redondear la zona lumbar en la posición casi paralela.',
      ],
    },
  },
  T_BAR_ROW: {
    name: 'Remo en barra T',
    aliases: ['Remo en T', 'Remo con barra T', 'Remo en landmine'],
    instructions: {
      steps: [
        'Carga la barra T y súbete a la plataforma, o colócate a horcajadas sobre una barra en landmine con un agarre en V enganchado bajo los discos.',
        'Flexiona la cadera con las rodillas ligeramente dobladas y agarra las asas con los brazos estirados.',
        'Aprieta el abdomen y pon la espalda recta con una inclinación de unos 45 grados.',
        'Rema las asas hacia el pecho llevando los codos hacia atrás hasta que pasen el tronco.',
        'Aprieta la parte alta de la espalda y baja el peso hasta estirar del todo los brazos.',
      ],
      tips: [
        'Con discos más pequeños la barra puede recorrer más distancia hacia el pecho.',
        'Mantén el pecho alto y el cuello neutro.',
        'Un agarre abierto lleva el trabajo a la parte alta de la espalda; uno cerrado favorece el dorsal.',
      ],
      commonMistakes: [
        'Ayudarse con las piernas y con un balanceo de cadera para subir el peso.',
        'Dejar que los discos choquen abajo en cada repetición.',
        'Redondear la espalda para mover más carga.',
      ],
    },
  },
  SEATED_CABLE_ROW: {
    name: 'Remo sentado en polea',
    aliases: ['Remo en polea baja', 'Remo Gironda', 'Remo en polea'],
    instructions: {
      steps: [
        'Engancha un agarre en V, siéntate en el banco y apoya los pies en los soportes con las rodillas ligeramente flexionadas.',
        'Coge el agarre y siéntate erguido con los brazos estirados y el pecho alto.',
        'Tira del agarre hacia las costillas inferiores manteniendo los codos pegados al cuerpo.',
        'Junta las escápulas un momento al final del tirón.',
        'Deja que el agarre vuelva despacio hacia delante hasta estirar los brazos y adelantar ligeramente los hombros.',
      ],
      tips: [
        'Mantén el tronco casi quieto; una pequeña inclinación vale, un gran balanceo no.',
        'Tira con los codos y mantén las muñecas rectas.',
        'Prueba distintos agarres para cambiar la anchura y las sensaciones.',
      ],
      commonMistakes: [
        'Balancearse adelante y atrás para mover más peso.',
        'Redondear la zona lumbar cuando vuelve el agarre.',
        'Encoger los hombros hacia las orejas durante el tirón.',
      ],
    },
  },
  CHEST_SUPPORTED_DUMBBELL_ROW: {
    name: 'Remo con mancuernas con apoyo en el pecho',
    aliases: ['Remo con mancuernas en banco inclinado', 'Remo con apoyo en el pecho'],
    instructions: {
      steps: [
        'Pon un banco con una inclinación de 30-45 grados y túmbate boca abajo con el pecho apoyado en el respaldo.',
        'Deja colgar una mancuerna en cada mano con los brazos estirados y las palmas enfrentadas.',
        'Rema las dos mancuernas hacia arriba hasta que los codos pasen el tronco.',
        'Aguanta arriba uno o dos segundos juntando las escápulas.',
        'Baja las mancuernas despacio, por ejemplo en tres segundos, hasta estirar por completo.',
      ],
      tips: [
        'Apunta el tempo que has usado, por ejemplo 3-1-1-2, para seguir tu progreso.',
        'Mantén el pecho apoyado en el respaldo en todo momento.',
        'Apoya las puntas de los pies en el suelo para ganar estabilidad.',
      ],
      commonMistakes: [
        'Despegar el pecho del banco para subir las mancuernas a base de balanceo.',
        'Bajar con prisas y olvidarse del tempo.',
        'Levantar la cabeza para mirar al frente.',
      ],
    },
  },
  MACHINE_SEATED_ROW: {
    name: 'Remo sentado en máquina',
    aliases: ['Remo en máquina', 'Remo en máquina de discos'],
    instructions: {
      steps: [
        'Ajusta el asiento para que las asas queden a la altura de la mitad del pecho con los brazos estirados.',
        'Siéntate con el pecho apoyado en el respaldo y agarra las asas.',
        'Tira de las asas hacia atrás llevando los codos por detrás del cuerpo.',
        'Junta las escápulas al final del movimiento.',
        'Devuelve las asas despacio hasta estirar los brazos y separar las escápulas.',
      ],
      tips: [
        'Usa las asas de agarre neutro para centrarte en el dorsal y las abiertas para la parte alta de la espalda.',
        'Mantén el pecho en contacto con el respaldo.',
        'Controla el peso para que la pila de discos no golpee entre repeticiones.',
      ],
      commonMistakes: [
        'Poner el asiento demasiado alto o demasiado bajo, de modo que la línea de tirón no es la correcta.',
        'Separarse del respaldo para ayudarse con el peso del cuerpo.',
        'Hacer un recorrido corto y a trompicones.',
      ],
    },
  },
  INVERTED_ROW: {
    name: 'Remo invertido',
    aliases: ['Remo australiano', 'Dominadas australianas', 'Remo con peso corporal'],
    instructions: {
      steps: [
        'Coloca una barra en la jaula o en la máquina Smith más o menos a la altura de la cadera.',
        'Túmbate debajo y agarra la barra con las manos algo más abiertas que los hombros y los brazos estirados.',
        'Pon el cuerpo recto de la cabeza a los talones, apoyado sobre los talones.',
        'Lleva el pecho hacia la barra manteniendo el cuerpo en línea recta.',
        'Baja de forma controlada hasta estirar del todo los brazos.',
      ],
      tips: [
        'Sube la barra o dobla las rodillas para hacerlo más fácil; baja la barra o eleva los pies para hacerlo más difícil.',
        'Aprieta los glúteos para que no se te caiga la cadera.',
        'Toca la barra con la mitad del pecho en cada repetición.',
      ],
      commonMistakes: [
        'Dejar caer la cadera de modo que solo se mueve la parte superior del cuerpo.',
        'Acercar la barbilla a la barra en lugar del pecho.',
        'Hacer medias repeticiones sin llegar a estirar los brazos.',
      ],
    },
  },
  RENEGADE_ROW: {
    name: 'Remo renegado',
    aliases: ['Remo en plancha', 'Renegade row'],
    instructions: {
      steps: [
        'Colócate en plancha alta con una mancuerna en cada mano, las manos debajo de los hombros y los pies más abiertos que la cadera.',
        'Aprieta el abdomen y los glúteos para que el cuerpo forme una línea recta.',
        'Rema una mancuerna hacia la cadera mientras empujas la otra con firmeza contra el suelo.',
        'Baja la mancuerna de forma controlada.',
        'Repite con el otro lado, alternando hasta completar las repeticiones indicadas.',
      ],
      tips: [
        'Con los pies más separados te resultará más fácil mantener la cadera nivelada.',
        'Usa mancuernas hexagonales para que no rueden.',
        'Muévete lo bastante despacio para que la cadera se mantenga paralela al suelo.',
      ],
      commonMistakes: [
        'Girar la cadera y el tronco en cada remo.',
        'Dejar que la zona lumbar se hunda a medida que te cansas.',
        'Elegir mancuernas tan pesadas que solo puedes subirlas a tirones.',
      ],
    },
  },
  MEADOWS_ROW: {
    name: 'Remo Meadows',
    aliases: ['Remo unilateral en landmine'],
    instructions: {
      steps: [
        'Mete un extremo de la barra en un landmine y carga discos en el extremo libre.',
        'Colócate de lado respecto al extremo de la barra, con un pie adelantado y la pierna delantera más cerca de la barra.',
        'Inclínate hacia delante, apoya el antebrazo delantero en el muslo y agarra en prono la parte cargada de la barra, justo por dentro de los discos.',
        'Rema la barra hacia arriba y hacia atrás en dirección a la cadera, dejando que el codo se abra un poco.',
        'Baja de forma controlada hasta estirar por completo, termina las repeticiones y cambia de lado.',
      ],
      tips: [
        'Usa discos pequeños para conseguir un recorrido más largo.',
        'Deja que la escápula se mueva libremente abajo en cada repetición.',
        'Mantén la cadera alta y la espalda recta.',
      ],
      commonMistakes: [
        'Quedarse demasiado erguido, de modo que el tirón se convierte en un encogimiento de hombros.',
        'Girar el tronco para subir la barra.',
        'Dejar que los discos toquen el suelo entre repeticiones, con lo que el dorsal pierde tensión.',
      ],
    },
  },
  RESISTANCE_BAND_ROW: {
    name: 'Remo con banda elástica',
    aliases: ['Remo con goma', 'Remo sentado con banda elástica'],
    instructions: {
      steps: [
        'Siéntate en el suelo con las piernas estiradas y pasa el centro de la banda por las plantas de los pies.',
        'Sujeta un extremo de la banda con cada mano, con las palmas enfrentadas, y siéntate bien erguido.',
        'Tira de la banda hacia las costillas inferiores manteniendo los codos pegados al cuerpo.',
        'Junta las escápulas al final del tirón.',
        'Deja que los brazos se estiren despacio contra la tensión de la banda.',
      ],
      tips: [
        'Coge la banda más corta o usa una más dura para añadir resistencia.',
        'También puedes anclar la banda a una puerta o a un poste y remar de pie.',
        'Mantén algo de tensión en la banda incluso al principio de cada repetición.',
      ],
      commonMistakes: [
        'Echarse hacia atrás para estirar la banda en lugar de tirar con la espalda.',
        'Dejar que la banda te lleve los brazos hacia delante de golpe.',
        'Adelantar los hombros y encorvarse durante el tirón.',
      ],
    },
  },
  LAT_PULLDOWN: {
    name: 'Jalón al pecho',
    aliases: ['Jalón al pecho con agarre abierto', 'Jalón dorsal', 'Jalón'],
  },
  CLOSE_GRIP_LAT_PULLDOWN: {
    name: 'Jalón al pecho con agarre estrecho',
    aliases: ['Jalón con triángulo', 'Jalón con agarre neutro', 'Jalón al pecho con agarre cerrado'],
    instructions: {
      steps: [
        'Engancha un agarre en V a la polea alta y sujeta los muslos bajo el rodillo.',
        'Coge el agarre con las palmas enfrentadas y los brazos estirados por encima de la cabeza.',
        'Inclínate ligeramente hacia atrás y baja los hombros.',
        'Tira del agarre hacia la parte alta del pecho manteniendo los codos pegados al cuerpo.',
        'Devuelve el agarre despacio hasta estirar del todo los brazos y notar el estiramiento en el dorsal.',
      ],
      tips: [
        'Busca un estiramiento completo arriba en cada repetición.',
        'Levanta el pecho para ir al encuentro del agarre.',
        'Con este agarre se suele mover algo más de peso que con el abierto.',
      ],
      commonMistakes: [
        'Encorvarse hacia delante y contraer el abdomen para terminar el tirón.',
        'Quedarse a la altura de la barbilla con un recorrido parcial.',
        'Abrir mucho los codos.',
      ],
    },
  },
  REVERSE_GRIP_LAT_PULLDOWN: {
    name: 'Jalón al pecho con agarre supino',
    aliases: ['Jalón supino', 'Jalón con agarre invertido'],
    instructions: {
      steps: [
        'Siéntate en la máquina de jalón con los muslos sujetos bajo el rodillo.',
        'Agarra la barra con las palmas hacia ti y las manos más o menos a la anchura de los hombros.',
        'Levanta el pecho y baja los hombros antes de empezar a tirar.',
        'Lleva la barra a la parte alta del pecho tirando de los codos hacia abajo, en dirección a la cadera.',
        'Deja que la barra suba despacio hasta estirar los brazos.',
      ],
      tips: [
        'Mantén las muñecas rectas, sin flexionarlas.',
        'Notarás que el bíceps trabaja más que en la versión con agarre abierto.',
        'Suelta el aire mientras tiras hacia abajo.',
      ],
      commonMistakes: [
        'Agarrar mucho más abierto que los hombros, lo que fuerza las muñecas.',
        'Dejar que los codos se adelanten hasta convertirlo en un curl.',
        'Rebotar la barra abajo.',
      ],
    },
  },
  SINGLE_ARM_CABLE_PULLDOWN: {
    name: 'Jalón a una mano en polea',
    aliases: ['Jalón unilateral', 'Jalón a una mano'],
    instructions: {
      steps: [
        'Engancha un agarre en D a la polea alta y arrodíllate o siéntate de cara a ella.',
        'Agarra el asa con una mano, con el brazo estirado por encima de la cabeza y ligeramente adelantado.',
        'Lleva el codo hacia abajo, junto al costado, girando la palma hacia dentro mientras tiras.',
        'Aprieta el dorsal un momento abajo.',
        'Deja que el asa suba despacio hasta estirar del todo el brazo y que se eleve la escápula.',
      ],
      tips: [
        'Inclinarte ligeramente hacia el lado que trabaja aumenta el estiramiento arriba.',
        'Apoya la mano libre sobre el dorsal que trabaja para notar cómo se contrae.',
        'Empieza por el lado más débil e iguala las repeticiones con el otro.',
      ],
      commonMistakes: [
        'Girar el tronco para terminar la repetición.',
        'Doblar la muñeca y tirar con el antebrazo.',
        'Quedarse corto y no llegar a estirar del todo.',
      ],
    },
  },
  STRAIGHT_ARM_PULLDOWN: {
    name: 'Pullover en polea alta',
    aliases: ['Jalón con brazos estirados', 'Jalón con brazos rectos', 'Pullover de pie en polea'],
    instructions: {
      steps: [
        'Engancha una barra recta o una cuerda a la polea alta y colócate uno o dos pasos por detrás.',
        'Agarra la barra con los brazos estirados, inclínate ligeramente hacia delante desde la cadera y aprieta el abdomen.',
        'Con los codos casi bloqueados, baja la barra describiendo un arco hasta que llegue a los muslos.',
        'Aprieta el dorsal abajo.',
        'Deja que la barra suba por el mismo arco hasta que los brazos queden más o menos a la altura de la cabeza.',
      ],
      tips: [
        'Mantén los codos ligeramente flexionados y fijos durante todo el movimiento.',
        'Piensa en empujar la barra hacia abajo con los meñiques.',
        'Funciona muy bien para calentar el dorsal antes de las dominadas o los remos.',
      ],
      commonMistakes: [
        'Doblar los codos hasta convertirlo en una extensión de tríceps en polea.',
        'Balancear el tronco arriba y abajo.',
        'Encoger los hombros arriba.',
      ],
    },
  },
  PULL_UP: {
    name: 'Dominadas',
    aliases: ['Dominadas pronas', 'Dominadas con agarre prono', 'Dominada'],
  },
  CHIN_UP: {
    name: 'Dominadas supinas',
    aliases: ['Dominadas con agarre supino', 'Chin-up'],
  },
  NEUTRAL_GRIP_PULL_UP: {
    name: 'Dominadas con agarre neutro',
    aliases: ['Dominadas con agarre paralelo', 'Dominadas neutras'],
    instructions: {
      steps: [
        'Agarra las asas paralelas de la estación de dominadas con las palmas enfrentadas.',
        'Cuélgate con los brazos estirados y los hombros activos.',
        'Sube tirando de los codos hacia abajo, junto al cuerpo.',
        'Sigue subiendo hasta que la barbilla supere las asas.',
        'Baja despacio hasta volver a colgar con los brazos estirados.',
      ],
      tips: [
        'A mucha gente este agarre le resulta el más cómodo para los hombros y los codos.',
        'Mantén una ligera posición hueca del cuerpo para limitar el balanceo.',
        'Las anillas también permiten un agarre neutro y dejan que las muñecas giren libremente.',
      ],
      commonMistakes: [
        'Dejar que los hombros se vayan hacia delante arriba.',
        'Balancear las piernas para coger impulso.',
        'Dejarse caer rápido desde arriba en lugar de controlar la bajada.',
      ],
    },
  },
  ASSISTED_PULL_UP: {
    name: 'Dominadas asistidas en máquina',
    aliases: ['Dominadas asistidas', 'Máquina de dominadas asistidas'],
    instructions: {
      steps: [
        'Elige la asistencia en la pila de discos: cuanto más peso, más ayuda.',
        'Súbete a la plataforma o arrodíllate en el apoyo y agarra las asas por encima de la cabeza.',
        'Baja hasta que los brazos queden estirados y el dorsal totalmente estirado.',
        'Sube hasta que la barbilla quede por encima de las asas, tirando de los codos hacia abajo.',
        'Baja despacio hasta la posición inicial.',
      ],
      tips: [
        'Reduce la asistencia poco a poco a lo largo de las semanas a medida que ganes fuerza.',
        'Apunta la asistencia que has usado para ver tu progreso con facilidad.',
        'Haz el mismo recorrido completo que harías en una dominada sin ayuda.',
      ],
      commonMistakes: [
        'Usar tanta asistencia que la plataforma hace el trabajo por ti.',
        'Bajar con prisas.',
        'Encoger los hombros hacia las orejas abajo.',
      ],
    },
  },
  BAND_ASSISTED_PULL_UP: {
    name: 'Dominadas asistidas con banda elástica',
    aliases: ['Dominadas con goma', 'Dominadas asistidas con goma'],
    instructions: {
      steps: [
        'Pasa una banda elástica larga alrededor de la barra de dominadas y mete un extremo por dentro del otro para fijarla.',
        'Agarra la barra por encima de la cabeza y apoya una rodilla o los dos pies en la parte de abajo de la banda.',
        'Cuélgate con los brazos estirados y el abdomen firme.',
        'Sube hasta que la barbilla supere la barra.',
        'Baja despacio hasta colgar con los brazos estirados, dejando que la banda se estire de forma controlada.',
      ],
      tips: [
        'Las bandas más gruesas ayudan más; pasa a bandas más finas a medida que mejores.',
        'Apunta la banda que has usado para saber cuándo pasar a una más ligera.',
        'Mantén el cuerpo quieto en lugar de rebotar sobre la banda.',
      ],
      commonMistakes: [
        'Dejar que la banda te catapulte desde abajo.',
        'No fijar bien la banda, de modo que se escapa del pie o de la rodilla.',
        'No llegar a colgar con los brazos estirados.',
      ],
    },
  },
  WEIGHTED_PULL_UP: {
    name: 'Dominadas lastradas',
    aliases: ['Dominadas con lastre', 'Dominadas con peso'],
    instructions: {
      steps: [
        'Cuelga un disco o una kettlebell de un cinturón de lastre a la altura de la cadera, o ponte un chaleco lastrado.',
        'Agarra la barra en prono, con las manos algo más abiertas que los hombros, y cuélgate con los brazos estirados.',
        'Aprieta el abdomen para que el peso no se balancee.',
        'Tira hasta que la barbilla supere la barra, llevando los codos hacia las costillas.',
        'Baja despacio hasta colgar con los brazos estirados.',
      ],
      tips: [
        'Añade peso solo cuando puedas hacer al menos 8-10 dominadas estrictas con tu peso corporal.',
        'Súbete a un cajón para llegar a la barra y no tener que saltar con la carga.',
        'Si no tienes cinturón, sujeta una mancuerna entre los pies.',
      ],
      commonMistakes: [
        'Hacer kipping o dar patadas con el peso añadido.',
        'Dejar que el lastre se balancee y te saque de la posición.',
        'Acortar el recorrido a medida que sube la carga.',
      ],
    },
  },
  WEIGHTED_CHIN_UP: {
    name: 'Dominadas supinas lastradas',
    aliases: ['Dominadas supinas con lastre', 'Dominadas supinas con peso'],
    instructions: {
      steps: [
        'Cuelga la carga extra de un cinturón de lastre o ponte un chaleco lastrado.',
        'Súbete y agarra la barra en supino con las manos a la anchura de los hombros.',
        'Cuélgate con los brazos estirados y las piernas quietas.',
        'Sube hasta que la barbilla quede por encima de la barra.',
        'Baja de forma controlada hasta colgar con los brazos estirados antes de la siguiente repetición.',
      ],
      tips: [
        'Mantén la carga cerca del cuerpo, colgando entre los muslos.',
        'Sube el peso de poco en poco, por ejemplo de 1,25 a 2,5 kg cada vez.',
        'Coge aire y aprieta el abdomen antes de cada repetición.',
      ],
      commonMistakes: [
        'Balancear las piernas para superar el punto de estancamiento.',
        'Dejarse caer rápido desde arriba en cada repetición.',
        'Añadir peso antes de dominar la técnica con el peso corporal.',
      ],
    },
  },
  SCAPULAR_PULL_UP: {
    name: 'Dominadas escapulares',
    aliases: ['Dominada escapular', 'Depresión escapular en barra'],
    instructions: {
      steps: [
        'Cuélgate de una barra de dominadas con agarre prono, las manos a la anchura de los hombros y los brazos estirados.',
        'Sin doblar los codos, lleva las escápulas hacia abajo y ligeramente hacia dentro para que el cuerpo suba unos centímetros.',
        'Aguanta arriba un segundo.',
        'Deja que las escápulas suban despacio hasta volver a colgar relajado.',
      ],
      tips: [
        'El movimiento es pequeño; los brazos no deben doblarse nada.',
        'Úsalo como calentamiento o como primer paso hacia la dominada completa.',
        'Piensa en meter las escápulas en los bolsillos traseros del pantalón.',
      ],
      commonMistakes: [
        'Doblar los codos para subir más.',
        'Encoger los hombros hacia las orejas en lugar de bajarlos.',
        'Balancear el cuerpo para generar movimiento.',
      ],
    },
  },
  BAND_PULL_APART: {
    name: 'Pull-apart con banda elástica',
    aliases: ['Band pull-apart', 'Aperturas posteriores con goma'],
    instructions: {
      steps: [
        'Ponte de pie, bien erguido, con una banda ligera delante de ti a la altura de los hombros, las manos a la anchura de los hombros y las palmas hacia abajo.',
        'Mantén los brazos estirados con los codos ligeramente flexionados.',
        'Separa la banda llevando las manos hacia los lados hasta que toque el pecho.',
        'Junta las escápulas un momento.',
        'Vuelve despacio al inicio sin perder la tensión de la banda.',
      ],
      tips: [
        'Junta más las manos sobre la banda para hacerlo más difícil.',
        'Mantén las costillas abajo para que no se arquee la zona lumbar.',
        'Muchas repeticiones con una banda ligera van muy bien antes de las sesiones de press.',
      ],
      commonMistakes: [
        'Encoger los hombros mientras se estira la banda.',
        'Doblar los codos para facilitar la repetición.',
        'Dejar que la banda vuelva de golpe.',
      ],
    },
  },
  CABLE_FACE_PULL: {
    name: 'Face pull en polea',
    aliases: ['Face pull', 'Face pull con cuerda', 'Jalón a la cara'],
    instructions: {
      steps: [
        'Coloca una cuerda en la polea más o menos a la altura de la frente.',
        'Agarra los extremos de la cuerda con los pulgares apuntando hacia ti y da unos pasos atrás hasta estirar los brazos.',
        'Ponte erguido, con los pies en paralelo o uno adelantado, y aprieta el abdomen.',
        'Tira de la cuerda hacia la cara separando los extremos y llevando los codos hacia fuera y hacia atrás.',
        'Termina con las manos junto a las orejas y los nudillos hacia arriba, y vuelve despacio.',
      ],
      tips: [
        'Imagina que terminas cada repetición haciendo la pose de doble bíceps.',
        'Usa poco peso y céntrate en apretar, no en la carga.',
        'Mantén los codos a la altura de los hombros o ligeramente por encima.',
      ],
      commonMistakes: [
        'Echarse hacia atrás y usar el peso del cuerpo para mover la pila de discos.',
        'Llevar la cuerda al pecho, de modo que se convierte en un remo.',
        'Dejar que los codos caigan por debajo de las manos.',
      ],
    },
  },
  BAND_FACE_PULL: {
    name: 'Face pull con banda elástica',
    aliases: ['Face pull con goma'],
    instructions: {
      steps: [
        'Ancla una banda a la altura de la cara en una puerta, una jaula o un poste.',
        'Sujeta un extremo con cada mano en prono y da unos pasos atrás hasta que la banda tenga algo de tensión.',
        'Lleva las manos hacia la cara manteniendo los codos altos y separando la banda.',
        'Gira las manos hacia atrás para que terminen junto a las orejas.',
        'Vuelve despacio hasta estirar los brazos.',
      ],
      tips: [
        'Acércate o aléjate del anclaje para ajustar la resistencia.',
        'Haz una pausa de un segundo al final de cada tirón.',
        'Es una forma sencilla de trabajar la parte posterior del hombro en casa.',
      ],
      commonMistakes: [
        'Usar una banda tan dura que pierdes la posición de codos altos.',
        'Arquear la zona lumbar para terminar la repetición.',
        'Hacer las repeticiones con prisas, sin controlar la vuelta.',
      ],
    },
  },
  BENT_OVER_DUMBBELL_REVERSE_FLY: {
    name: 'Pájaros con mancuernas',
    aliases: ['Pájaros', 'Aperturas inversas con mancuernas', 'Elevaciones posteriores con mancuernas', 'Pájaros inclinado con mancuernas'],
    instructions: {
      steps: [
        'Coge una mancuerna ligera con cada mano e inclina el tronco desde la cadera hasta dejarlo casi paralelo al suelo.',
        'Deja colgar las mancuernas por debajo del pecho, con las palmas enfrentadas y los codos ligeramente flexionados.',
        'Eleva las mancuernas hacia los lados describiendo un arco amplio hasta que los brazos queden más o menos a la altura del tronco.',
        'Haz una breve pausa y aprieta la parte posterior de los hombros.',
        'Baja las mancuernas despacio hasta el inicio.',
      ],
      tips: [
        'Dirige el movimiento con los meñiques, no con los codos.',
        'Apoya el pecho en un banco inclinado si mantener la inclinación te cansa la zona lumbar.',
        'Usa menos peso del que crees; el deltoides posterior es un músculo pequeño.',
      ],
      commonMistakes: [
        'Balancear el tronco hacia arriba para lanzar las mancuernas.',
        'Doblar cada vez más los codos hasta que se convierte en un remo.',
        'Juntar tanto las escápulas que el trapecio se lleva el trabajo.',
        'Incorporarse un poco más en cada repetición hasta que el ejercicio se convierte en una elevación.',
      ],
    },
  },
  BACK_EXTENSION: {
    name: 'Hiperextensiones',
    aliases: ['Hiperextensiones a 45 grados', 'Extensiones lumbares', 'Hiperextensión'],
    instructions: {
      steps: [
        'Ajusta el apoyo para que su borde superior quede justo por debajo de los huesos de la cadera.',
        'Engancha los talones bajo los rodillos y apóyate en el cojín con el cuerpo recto.',
        'Cruza los brazos sobre el pecho o coloca las manos suavemente detrás de la cabeza.',
        'Baja el tronco flexionando la cadera hasta notar un estiramiento en los isquiotibiales.',
        'Sube el tronco hasta que el cuerpo vuelva a formar una línea recta, apretando los glúteos arriba.',
      ],
      tips: [
        'Sujeta un disco contra el pecho cuando las repeticiones con tu peso corporal te resulten fáciles.',
        'Deja que la columna se redondee un poco para centrarte en la zona lumbar, o mantenla recta para centrarte en los glúteos.',
        'Muévete despacio y no rebotes abajo.',
      ],
      commonMistakes: [
        'Subir de un impulso más allá de la línea recta y acabar con la espalda muy arqueada arriba.',
        'Colocar el apoyo tan alto que impide flexionar la cadera.',
        'Subir a tirones con impulso.',
      ],
    },
  },
  MACHINE_BACK_EXTENSION: {
    name: 'Extensión lumbar en máquina',
    aliases: ['Máquina de lumbares', 'Extensión de espalda sentado'],
    instructions: {
      steps: [
        'Ajusta la máquina para que el respaldo quede en la parte alta de la espalda y la cadera alineada con el eje de giro.',
        'Siéntate, abróchate el cinturón o ajusta los rodillos de las piernas y cruza los brazos sobre el pecho.',
        'Empieza ligeramente inclinado hacia delante con el abdomen firme.',
        'Empuja el respaldo hacia atrás extendiendo la columna y la cadera hasta que el tronco quede vertical o un poco por detrás.',
        'Vuelve despacio hacia delante hasta la posición inicial.',
      ],
      tips: [
        'Elige un peso moderado y haz repeticiones fluidas.',
        'Mete ligeramente la barbilla para que el cuello quede alineado con la columna.',
        'Haz una breve pausa al final de cada repetición.',
      ],
      commonMistakes: [
        'Lanzar el peso hacia atrás con impulso.',
        'Arquearse mucho más allá de la vertical al final de la repetición.',
        'Usar tanta carga que el movimiento se vuelve brusco.',
      ],
    },
  },
  SUPERMAN: {
    name: 'Superman',
    aliases: ['Superman isométrico', 'Extensión lumbar boca abajo'],
    instructions: {
      steps: [
        'Túmbate boca abajo en una esterilla con los brazos estirados por encima de la cabeza y las piernas rectas.',
        'Mantén el cuello largo mirando al suelo justo delante de ti.',
        'Aprieta los glúteos y despega a la vez los brazos, el pecho y las piernas unos centímetros del suelo.',
        'Aguanta arriba dos o tres segundos.',
        'Baja despacio y repite.',
      ],
      tips: [
        'Sube solo hasta donde puedas sin notar presión en la zona lumbar.',
        'Respira con calma en lugar de aguantar la respiración.',
        'Para hacerlo más fácil, levanta solo el brazo y la pierna contrarios.',
      ],
      commonMistakes: [
        'Echar la cabeza hacia atrás para mirar al frente.',
        'Doblar las rodillas en lugar de subir con las piernas estiradas.',
        'Hacer las repeticiones con prisas, sin pausa arriba.',
      ],
    },
  },
  BARBELL_SHRUG: {
    name: 'Encogimientos de hombros con barra',
    aliases: ['Encogimientos con barra', 'Encogimientos de hombros', 'Encogimientos'],
    instructions: {
      steps: [
        'Sujeta una barra delante de los muslos con agarre prono, con las manos justo por fuera de la anchura de los hombros.',
        'Ponte erguido con los brazos estirados y los pies a la anchura de las caderas.',
        'Sube los hombros en vertical hacia las orejas todo lo que puedas.',
        'Aguanta arriba un segundo.',
        'Baja los hombros despacio hasta que los brazos cuelguen del todo.',
      ],
      tips: [
        'Coge la barra de un soporte a media altura del muslo para no tener que hacer un peso muerto en cada serie.',
        'Usa correas si el agarre falla primero.',
        'Mantén el cuello neutro en lugar de adelantar la barbilla.',
      ],
      commonMistakes: [
        'Girar los hombros en círculos, lo que no aporta nada.',
        'Doblar los codos para tirar con los brazos.',
        'Rebotar un peso muy alto con un recorrido minúsculo.',
      ],
    },
  },
  DUMBBELL_SHRUG: {
    name: 'Encogimientos de hombros con mancuernas',
    aliases: ['Encogimientos con mancuernas'],
    instructions: {
      steps: [
        'Ponte erguido con una mancuerna en cada mano a los lados del cuerpo y las palmas hacia dentro.',
        'Mantén los brazos estirados y el pecho alto.',
        'Encoge los hombros en vertical hacia las orejas.',
        'Aprieta arriba uno o dos segundos.',
        'Baja despacio hasta estirar por completo.',
      ],
      tips: [
        'Con las mancuernas a los lados el recorrido es más natural que con barra.',
        'Piensa en subir la punta de los hombros, no las manos.',
        'Aquí funcionan bien las repeticiones moderadas o altas con una contracción fuerte.',
      ],
      commonMistakes: [
        'Dejar caer la cabeza hacia delante.',
        'Acortar el estiramiento abajo.',
        'Ayudarse con las piernas para subir las mancuernas de un rebote.',
      ],
    },
  },
  MACHINE_NECK_FLEXION: {
    name: 'Flexión de cuello en máquina',
    aliases: ['Flexión cervical en máquina'],
    instructions: {
      steps: [
        'Ajusta el asiento para que el cojín quede apoyado en la frente al sentarte de cara a la máquina.',
        'Siéntate erguido, agarra las asas y deja que el cojín te lleve la cabeza ligeramente hacia atrás en un estiramiento suave.',
        'Mete la barbilla y flexiona la cabeza hacia delante contra el cojín.',
        'Haz una pausa cuando la barbilla se acerque al pecho.',
        'Vuelve despacio a la posición inicial.',
      ],
      tips: [
        'Empieza con muy poco peso; el cuello responde bien a cargas bajas y repeticiones más altas.',
        'Haz todo el movimiento de forma lenta y fluida.',
        'Mantén los hombros quietos para que solo se muevan la cabeza y el cuello.',
      ],
      commonMistakes: [
        'Mover el peso a tirones con repeticiones rápidas.',
        'Redondear la parte alta de la espalda para mover el cojín.',
        'Forzar hasta un final de recorrido doloroso.',
      ],
    },
  },
  MACHINE_NECK_EXTENSION: {
    name: 'Extensión de cuello en máquina',
    aliases: ['Extensión cervical en máquina'],
    instructions: {
      steps: [
        'Siéntate de espaldas al cojín para que quede apoyado en la parte posterior de la cabeza.',
        'Ajusta el asiento para que el cuello quede alineado con el eje de giro de la máquina.',
        'Empieza con la barbilla ligeramente metida hacia el pecho.',
        'Empuja la cabeza hacia atrás contra el cojín hasta que el cuello quede alineado con la columna o un poco más allá.',
        'Vuelve despacio a la posición de partida.',
      ],
      tips: [
        'Usa una carga que te permita hacer entre 15 y 25 repeticiones controladas.',
        'Termina mirando al frente en lugar de al techo.',
        'Sujeta las asas para mantener el tronco quieto.',
      ],
      commonMistakes: [
        'Arquear la parte alta de la espalda para empujar el cojín.',
        'Dejar que el peso te lleve la cabeza hacia delante de golpe.',
        'Subir la carga más rápido de lo que el cuello puede adaptarse.',
      ],
    },
  },
  DEAD_HANG: {
    name: 'Colgarse de la barra',
    aliases: ['Colgado pasivo', 'Suspensión en barra', 'Dead hang'],
    instructions: {
      steps: [
        'Colócate debajo de una barra de dominadas y agárrala en prono con las manos a la anchura de los hombros.',
        'Levanta los pies o bájate de un cajón para quedar colgado con los brazos completamente estirados.',
        'Deja que los hombros suban hacia las orejas y quédate colgado relajado, o mantenlos ligeramente activos si te resulta más cómodo.',
        'Respira despacio y aguanta el tiempo previsto.',
        'Vuelve a apoyar los pies en el cajón o en el suelo para terminar.',
      ],
      tips: [
        'Empieza con 20-30 segundos y ve subiendo hasta un minuto o más.',
        'El magnesio ayuda cuando el sudor de las manos te obliga a soltarte antes de tiempo.',
        'Colgarse unas cuantas veces después de entrenar descomprime suavemente los hombros y la columna.',
      ],
      commonMistakes: [
        'Soltar la barra de golpe en lugar de bajar apoyando los pies.',
        'Balancear las piernas mientras aguantas.',
        'Contener la respiración.',
      ],
    },
  },
  PLANK: {
    name: 'Plancha',
    aliases: ['Plancha frontal', 'Plancha abdominal', 'Plancha sobre antebrazos'],
  },
  SIDE_PLANK: {
    name: 'Plancha lateral',
    aliases: ['Plancha lateral sobre antebrazo'],
    instructions: {
      steps: [
        'Túmbate de lado con las piernas estiradas, una encima de la otra, y el codo justo debajo del hombro.',
        'Empuja el suelo con el antebrazo y levanta la cadera para que el cuerpo forme una línea recta.',
        'Apoya la mano de arriba en la cadera o estírala hacia el techo.',
        'Aguanta respirando con calma y manteniendo la cadera alta.',
        'Baja de forma controlada y repite con el otro lado.',
      ],
      tips: [
        'Adelanta un pie o apoya la rodilla de abajo para hacerlo más fácil.',
        'Mantén la cadera de arriba justo encima de la de abajo.',
        'Empuja el suelo para que el hombro no se hunda.',
      ],
      commonMistakes: [
        'Dejar que la cadera caiga o se vaya hacia atrás.',
        'Girar el pecho hacia el suelo.',
        'Encoger el hombro de apoyo hacia la oreja.',
      ],
    },
  },
  HOLLOW_BODY_HOLD: {
    name: 'Hollow hold',
    aliases: ['Hollow body', 'Posición de cuerpo hueco', 'Isométrico de cuerpo hueco'],
    instructions: {
      steps: [
        'Túmbate boca arriba con los brazos estirados por encima de la cabeza y las piernas rectas.',
        'Pega con firmeza la zona lumbar al suelo.',
        'Despega del suelo a la vez los hombros, los brazos y las piernas.',
        'Busca la posición más baja en la que la zona lumbar siga en contacto con el suelo.',
        'Mantén esa forma, respirando con calma, durante el tiempo previsto.',
      ],
      tips: [
        'Dobla las rodillas o lleva los brazos a los costados para hacerlo más fácil.',
        'Estira las puntas de los pies y alárgate hasta la punta de los dedos.',
        'Esta posición es la base de muchos elementos de gimnasia.',
      ],
      commonMistakes: [
        'Dejar que la zona lumbar se despegue del suelo.',
        'Subir tanto las piernas que el abdomen apenas trabaja.',
        'Forzar el cuello y adelantar la barbilla.',
      ],
    },
  },
  DEAD_BUG: {
    name: 'Dead bug',
    aliases: ['Bicho muerto', 'Escarabajo muerto'],
    instructions: {
      steps: [
        'Túmbate boca arriba con los brazos apuntando al techo y la cadera y las rodillas flexionadas a 90 grados.',
        'Pega la zona lumbar al suelo y aprieta el abdomen.',
        'Baja despacio el brazo derecho por encima de la cabeza y, al mismo tiempo, estira la pierna izquierda hacia el suelo.',
        'Detente justo antes de tocar el suelo y vuelve al inicio.',
        'Repite con el brazo y la pierna contrarios, alternando los lados.',
      ],
      tips: [
        'Suelta el aire al estirar el brazo y la pierna.',
        'Muévete despacio; la velocidad oculta la falta de control.',
        'Sujeta un peso ligero o usa una banda para hacerlo más exigente.',
      ],
      commonMistakes: [
        'Dejar que la zona lumbar se arquee al bajar la pierna.',
        'Mover a la vez el brazo y la pierna del mismo lado.',
        'Hacer las repeticiones con prisas.',
      ],
    },
  },
  BIRD_DOG: {
    name: 'Bird dog',
    aliases: ['Perro de caza', 'Perro pájaro', 'Extensión de brazo y pierna en cuadrupedia'],
    instructions: {
      steps: [
        'Colócate a cuatro patas con las manos debajo de los hombros y las rodillas debajo de la cadera.',
        'Aprieta el abdomen y mantén la espalda recta.',
        'Estira un brazo hacia delante y la pierna contraria hacia atrás hasta que ambos queden a la altura del tronco.',
        'Aguanta un momento sin dejar que la cadera gire.',
        'Vuelve al inicio y repite con el otro lado.',
      ],
      tips: [
        'Imagina que llevas un vaso de agua en equilibrio sobre la zona lumbar.',
        'Empuja el talón hacia atrás en lugar de subir mucho la pierna.',
        'Haz una pausa de dos segundos con el brazo y la pierna estirados.',
      ],
      commonMistakes: [
        'Arquear la zona lumbar para subir más la pierna.',
        'Inclinar la cadera hacia el lado de la pierna elevada.',
        'Pasar de un lado a otro con prisas.',
      ],
    },
  },
  CRUNCH: {
    name: 'Crunch abdominal',
    aliases: ['Crunch', 'Encogimiento abdominal', 'Crunch en el suelo'],
  },
  CABLE_CRUNCH: {
    name: 'Crunch en polea',
    aliases: ['Crunch de rodillas en polea alta', 'Crunch en polea con cuerda'],
    instructions: {
      steps: [
        'Engancha una cuerda a la polea alta y arrodíllate de cara a la máquina, más o menos a un brazo de distancia.',
        'Sujeta los extremos de la cuerda junto a la cabeza o delante de la frente.',
        'Flexiona ligeramente la cadera para que el peso se despegue de la pila, con el tronco erguido.',
        'Encógete hacia abajo acercando las costillas a la pelvis y llevando los codos hacia los muslos.',
        'Aguanta un instante y vuelve despacio a la posición erguida.',
      ],
      tips: [
        'Mantén la cadera en su sitio; el movimiento sale de la columna.',
        'Suelta el aire con fuerza al encogerte.',
        'Mantén las manos fijas junto a la cabeza para que no tiren los brazos.',
      ],
      commonMistakes: [
        'Sentarse sobre los talones para mover el peso con la cadera.',
        'Tirar de la cuerda hacia abajo con los brazos.',
        'Usar tanto peso que no puedes controlar la vuelta.',
      ],
    },
  },
  MACHINE_CRUNCH: {
    name: 'Crunch en máquina',
    aliases: ['Máquina de abdominales', 'Crunch sentado en máquina'],
    instructions: {
      steps: [
        'Ajusta el asiento para que los cojines o las asas queden a la altura de la parte alta del pecho o junto a los hombros.',
        'Siéntate, engancha los pies bajo los rodillos si la máquina los tiene y agarra las asas.',
        'Suelta el aire y flexiona el tronco hacia delante, acercando las costillas a la cadera.',
        'Aprieta el abdomen al final del movimiento.',
        'Vuelve despacio hasta que la pila de discos casi toque abajo.',
      ],
      tips: [
        'Empieza con poco peso para aprender el recorrido.',
        'Mantén el cuello relajado y la barbilla ligeramente metida.',
        'Haz una pausa abajo para lograr una contracción más intensa.',
      ],
      commonMistakes: [
        'Tirar con los brazos en lugar de encogerte con el abdomen.',
        'Dejar que los discos golpeen entre repeticiones.',
        'Moverse rápido con un recorrido corto.',
      ],
    },
  },
  HANGING_LEG_RAISE: {
    name: 'Elevaciones de piernas colgado',
    aliases: ['Elevaciones de piernas en barra', 'Elevación de piernas colgado'],
  },
  CAPTAINS_CHAIR_KNEE_RAISE: {
    name: 'Elevaciones de rodillas en silla romana',
    aliases: ['Elevaciones de rodillas en paralelas', 'Elevación de rodillas en silla romana'],
    instructions: {
      steps: [
        'Súbete a la silla romana y apoya los antebrazos en los cojines mientras agarras las asas.',
        'Pega la espalda al respaldo y deja que las piernas cuelguen estiradas.',
        'Dobla las rodillas y súbelas hacia el pecho.',
        'Arriba, enrolla ligeramente la cadera hacia arriba sin despegar la espalda del respaldo.',
        'Baja las piernas despacio hasta el inicio.',
      ],
      tips: [
        'Estira las piernas a medida que ganes fuerza para hacerlo más difícil.',
        'Mantén los hombros abajo, lejos de las orejas.',
        'Suelta el aire mientras suben las rodillas.',
      ],
      commonMistakes: [
        'Subir las piernas con impulso.',
        'Despegarse del respaldo inclinándose hacia delante.',
        'Subir solo hasta la mitad antes de dejar caer las piernas.',
      ],
    },
  },
  AB_WHEEL_ROLLOUT: {
    name: 'Rueda abdominal',
    aliases: ['Rollout con rueda abdominal', 'Rodillo abdominal', 'Ab wheel'],
    instructions: {
      steps: [
        'Arrodíllate en una esterilla y sujeta las asas de la rueda abdominal con la rueda debajo de los hombros.',
        'Retrovierte ligeramente la pelvis y aprieta el abdomen.',
        'Haz rodar la rueda hacia delante despacio, dejando que la cadera y los brazos se extiendan a la vez.',
        'Llega todo lo lejos que puedas sin que se hunda la zona lumbar.',
        'Tira de la rueda hacia las rodillas con el abdomen para volver al inicio.',
      ],
      tips: [
        'Empieza con un recorrido corto y alárgalo poco a poco.',
        'Rueda hacia una pared para limitar hasta dónde puede llegar la rueda.',
        'Mantén los brazos estirados en todo momento.',
      ],
      commonMistakes: [
        'Dejar que la cadera se hunda y se arquee la zona lumbar.',
        'Iniciar la vuelta con la cadera en lugar de con el abdomen.',
        'Llegar demasiado lejos demasiado pronto.',
      ],
    },
  },
  RUSSIAN_TWIST: {
    name: 'Giros rusos',
    aliases: ['Russian twist', 'Giro ruso'],
    instructions: {
      steps: [
        'Siéntate en el suelo con las rodillas flexionadas y los talones apoyados o elevados.',
        'Inclínate ligeramente hacia atrás con la espalda recta hasta notar que se activa el abdomen.',
        'Junta las manos o sujeta un peso delante del pecho.',
        'Gira el tronco hacia un lado y lleva las manos junto a la cadera.',
        'Gira hacia el otro lado; cada toque cuenta como una repetición.',
      ],
      tips: [
        'Gira desde la caja torácica, no solo con los brazos.',
        'Despega los pies del suelo para hacerlo más difícil.',
        'Haz el movimiento controlado en lugar de rápido.',
      ],
      commonMistakes: [
        'Dejarse caer y redondear la espalda.',
        'Mover solo los brazos mientras el tronco se queda quieto.',
        'Usar un peso tan alto que la zona lumbar carga con el esfuerzo.',
      ],
    },
  },
  PALLOF_PRESS: {
    name: 'Press Pallof',
    aliases: ['Press Pallof en polea', 'Press antirrotación'],
    instructions: {
      steps: [
        'Coloca un agarre en D en la polea a la altura del pecho y ponte de lado respecto a la máquina.',
        'Sujeta el agarre con las dos manos contra el pecho y aléjate hasta que el cable quede tenso.',
        'Colócate con los pies a la anchura de los hombros, las rodillas sueltas y el abdomen firme.',
        'Empuja el agarre en línea recta delante del pecho, resistiendo el tirón hacia la máquina.',
        'Aguanta uno o dos segundos, vuelve a llevar el agarre al pecho y termina todas las repeticiones antes de cambiar de lado.',
      ],
      tips: [
        'El objetivo es resistir la rotación; el tronco no debe moverse.',
        'Colócate más lejos de la máquina para hacerlo más difícil.',
        'En casa funciona bien una banda anclada a la altura del pecho.',
      ],
      commonMistakes: [
        'Dejar que el tronco gire hacia el cable.',
        'Inclinarse hacia el lado contrario a la máquina para compensar la carga.',
        'Empujar el agarre hacia un lado en lugar de en línea recta desde el centro del pecho.',
      ],
    },
  },
  CABLE_WOODCHOP: {
    name: 'Leñador en polea',
    aliases: ['Leñador', 'Woodchopper', 'Leñador de arriba abajo'],
    instructions: {
      steps: [
        'Coloca un agarre en la polea alta y ponte de lado respecto a la máquina con los pies más abiertos que los hombros.',
        'Agarra el asa con las dos manos por encima del hombro más cercano a la máquina, con los brazos casi estirados.',
        'Aprieta el abdomen y tira del asa en diagonal hacia abajo, cruzando el cuerpo hacia la cadera contraria.',
        'Deja que el pie de atrás pivote y que la cadera gire mientras rota el tronco.',
        'Vuelve despacio por el mismo camino y termina las repeticiones antes de cambiar de lado.',
      ],
      tips: [
        'Mantén los brazos largos; guían el cable mientras el tronco hace el trabajo.',
        'Pon la polea abajo para hacer el leñador de abajo arriba.',
        'Suelta el aire al bajar.',
      ],
      commonMistakes: [
        'Tirar con los brazos y los hombros en lugar de rotar.',
        'Redondear la espalda abajo.',
        'Dejar que el peso te devuelva de un tirón al inicio.',
      ],
    },
  },
  MOUNTAIN_CLIMBER: {
    name: 'Escaladores',
    aliases: ['Escalador', 'Mountain climbers', 'Mountain climber'],
    instructions: {
      steps: [
        'Colócate en plancha alta con las manos debajo de los hombros y el cuerpo en línea recta.',
        'Aprieta el abdomen y lleva una rodilla hacia el pecho con energía.',
        'Devuelve ese pie al inicio mientras llevas la otra rodilla hacia delante.',
        'Sigue alternando las piernas a un ritmo constante; cada rodilla que llevas al pecho cuenta como una repetición.',
      ],
      tips: [
        'Mantén la cadera a la altura de los hombros.',
        'Empieza despacio para aprender el movimiento y después gana velocidad.',
        'Apoya con suavidad la parte delantera de los pies.',
      ],
      commonMistakes: [
        'Subir y bajar la cadera como si rebotara.',
        'Dejar que los hombros se vayan por detrás de las manos.',
        'Acortar el recorrido de las rodillas a medida que te cansas.',
      ],
    },
  },
  V_UP: {
    name: 'Abdominales en V',
    aliases: ['V-up', 'Navaja', 'Abdominales navaja'],
    instructions: {
      steps: [
        'Túmbate boca arriba con los brazos estirados por encima de la cabeza y las piernas rectas.',
        'Aprieta el abdomen y pega la zona lumbar al suelo.',
        'Levanta a la vez las piernas y el tronco, llevando las manos hacia los pies.',
        'Equilíbrate un momento sobre la cadera arriba, con el cuerpo en forma de V.',
        'Baja despacio los brazos y las piernas hasta el suelo.',
      ],
      tips: [
        'Dobla las rodillas y haz un encogimiento completo si la versión entera te resulta demasiado difícil.',
        'Suelta el aire al cerrarte.',
        'Mantén las piernas estiradas y las puntas de los pies extendidas.',
      ],
      commonMistakes: [
        'Lanzar los brazos hacia delante para coger impulso.',
        'Dejar caer las piernas de golpe contra el suelo.',
        'Tirar de la cabeza hacia delante para llegar más arriba.',
      ],
    },
  },
  BICYCLE_CRUNCH: {
    name: 'Crunch bicicleta',
    aliases: ['Abdominales bicicleta', 'Bicicleta abdominal'],
    instructions: {
      steps: [
        'Túmbate boca arriba con las manos apoyadas suavemente detrás de la cabeza y las rodillas elevadas por encima de la cadera.',
        'Despega los hombros del suelo.',
        'Gira el tronco para acercar un codo a la rodilla contraria mientras estiras la otra pierna.',
        'Cambia de lado con un movimiento fluido, como si pedalearas.',
        'Cuenta cada toque de codo con rodilla como una repetición.',
      ],
      tips: [
        'Gira el hombro hacia la rodilla, no solo el codo.',
        'Mantén la zona lumbar pegada al suelo.',
        'Las repeticiones lentas y conscientes son mejores que las rápidas.',
      ],
      commonMistakes: [
        'Tirar del cuello con las manos.',
        'Mover los codos sin llegar a girar el tronco.',
        'Estirar las piernas tan abajo que se arquea la zona lumbar.',
      ],
    },
  },
  L_SIT: {
    name: 'L-sit',
    aliases: ['Escuadra', 'Sentado en L', 'Isométrico en L'],
    instructions: {
      steps: [
        'Apoya las manos en unas paralelas bajas o en las barras de fondos, a los lados de la cadera.',
        'Estira los brazos y empuja hacia abajo para levantar el cuerpo, alejando los hombros de las orejas.',
        'Eleva las piernas por delante hasta que queden estiradas y paralelas al suelo.',
        'Mantén la posición con las puntas de los pies extendidas y el abdomen firme durante el tiempo previsto.',
      ],
      tips: [
        'Si todavía no puedes mantener las piernas estiradas, empieza con la versión agrupada, con las rodillas recogidas hacia el pecho.',
        'Bloquea las rodillas y aprieta los cuádriceps para mantener las piernas arriba.',
        'Adelanta ligeramente los hombros respecto a las manos para mantener el equilibrio.',
      ],
      commonMistakes: [
        'Dejar que los hombros se encojan hacia las orejas.',
        'Doblar los codos.',
        'Dejar que las piernas caigan por debajo de la altura de la cadera.',
      ],
    },
  },
  DRAGON_FLAG: {
    name: 'Dragon flag',
    aliases: ['Bandera del dragón'],
    instructions: {
      steps: [
        'Túmbate en un banco plano y agarra el banco o un poste fijo por detrás de la cabeza.',
        'Aprieta el abdomen y sube las piernas y la cadera hasta que el cuerpo quede casi vertical, apoyado sobre la parte alta de la espalda.',
        'Con el cuerpo recto de los hombros a los pies, baja las piernas despacio hacia el banco.',
        'Detente justo antes de que la cadera toque el banco.',
        'Vuelve a subir el cuerpo hasta la posición de arriba y repite.',
      ],
      tips: [
        'Empieza haciendo solo la bajada y vuelve a colocarte arriba en cada repetición.',
        'Dobla las rodillas para acortar la palanca mientras ganas fuerza.',
        'Mantén el peso sobre la parte alta de la espalda y los hombros, no sobre el cuello.',
      ],
      commonMistakes: [
        'Flexionar la cadera de modo que el cuerpo se dobla por la mitad.',
        'Dejar que la zona lumbar se arquee al bajar las piernas.',
        'Dejar caer las piernas rápido en la parte final.',
      ],
    },
  },
  SUITCASE_CARRY: {
    name: 'Paseo de la maleta',
    aliases: ['Suitcase carry', 'Paseo del granjero a una mano', 'Paseo unilateral con carga'],
    instructions: {
      steps: [
        'Coge una kettlebell o una mancuerna pesada con una mano flexionando bien la cadera.',
        'Ponte erguido con los hombros nivelados y el brazo libre relajado o separado hacia un lado.',
        'Aprieta el abdomen y camina hacia delante con pasos cortos y constantes.',
        'Mantén el tronco erguido sin inclinarte hacia el peso ni hacia el lado contrario.',
        'Deja el peso en el suelo al completar la distancia, cambia de mano y vuelve caminando.',
      ],
      tips: [
        'Imagina que un hilo tira de la coronilla hacia arriba.',
        'Apunta la distancia que recorres con cada mano.',
        'Date la vuelta trazando un pequeño círculo en lugar de girar bruscamente.',
      ],
      commonMistakes: [
        'Inclinarse hacia un lado para compensar el peso.',
        'Dejar caer el hombro del lado cargado.',
        'Dar zancadas largas y apresuradas que hacen que el peso se balancee.',
      ],
    },
  },
  LANDMINE_ROTATION: {
    name: 'Rotaciones en landmine',
    aliases: ['Arcoíris en landmine', 'Giros en landmine', 'Landmine rainbow'],
    instructions: {
      steps: [
        'Mete un extremo de la barra en un landmine y ponte de cara al extremo libre con los pies a la anchura de los hombros.',
        'Sujeta el extremo de la barra con las dos manos a la altura del pecho y con los brazos estirados.',
        'Aprieta el abdomen y gira la barra describiendo un arco hacia una cadera, pivotando sobre el pie de atrás.',
        'Vuelve a subir la barra pasando por el centro y bájala hacia la otra cadera.',
        'Sigue alternando los lados con un movimiento fluido en forma de arcoíris hasta completar las repeticiones.',
      ],
      tips: [
        'Mantén los brazos bastante estirados para que la rotación salga de la cadera y el tronco.',
        'Empieza con la barra sola para aprender el movimiento.',
        'Controla la barra al final de cada arco en lugar de dejar que te arrastre.',
      ],
      commonMistakes: [
        'Doblar los brazos, de modo que se convierte en un ejercicio de hombro.',
        'Girar solo desde la zona lumbar con los pies clavados en el suelo.',
        'Usar una carga que te hace perder el equilibrio.',
      ],
    },
  },
  REVERSE_CRUNCH: {
    name: 'Crunch inverso',
    aliases: ['Encogimiento inverso', 'Crunch invertido'],
    instructions: {
      steps: [
        'Túmbate boca arriba con los brazos a los lados y las rodillas flexionadas a 90 grados por encima de la cadera.',
        'Apoya las palmas con fuerza en el suelo y aprieta el abdomen.',
        'Despega la cadera del suelo enrollándola, llevando las rodillas hacia el pecho.',
        'Haz una pausa con la cadera elevada y bájala despacio.',
        'Detente antes de que los pies toquen el suelo y repite.',
      ],
      tips: [
        'Piensa en enrollar la pelvis hacia las costillas.',
        'Agárrate a un banco por detrás de la cabeza para tener más estabilidad.',
        'Mantén fijo el ángulo de las rodillas durante todo el movimiento.',
      ],
      commonMistakes: [
        'Balancear las piernas para lanzar la cadera hacia arriba.',
        'Bajar tanto las piernas que se arquea la espalda.',
        'Empujar con fuerza con las manos para que hagan el trabajo.',
      ],
    },
  },
  TOES_TO_BAR: {
    name: 'Toes to bar',
    aliases: ['T2B', 'Pies a la barra'],
    instructions: {
      steps: [
        'Cuélgate de una barra de dominadas con agarre prono y las manos más o menos a la anchura de los hombros.',
        'Aprieta el abdomen y empuja ligeramente la barra hacia la cadera para activar el dorsal.',
        'Eleva las piernas estiradas por delante, enrollando la cadera hacia arriba.',
        'Toca la barra con las puntas de los pies entre las manos.',
        'Baja las piernas de forma controlada hasta quedar colgado y quieto.',
      ],
      tips: [
        'Empujar la barra hacia abajo con los brazos estirados ayuda a subir más las piernas.',
        'Progresa desde las elevaciones de rodillas y de piernas colgado.',
        'En los entrenamientos de acondicionamiento es habitual un pequeño balanceo controlado, pero las repeticiones estrictas dan más fuerza.',
      ],
      commonMistakes: [
        'Doblar mucho las rodillas y contar repeticiones que nunca llegan a tocar la barra.',
        'Balancearse sin control entre repeticiones.',
        'Perder el agarre en las series largas; el magnesio ayuda.',
      ],
    },
  },
  DECLINE_SIT_UP: {
    name: 'Abdominales en banco declinado',
    aliases: ['Sit-up declinado', 'Sit-up en banco declinado'],
    instructions: {
      steps: [
        'Sujeta los pies bajo los rodillos de un banco declinado y túmbate hacia atrás.',
        'Cruza los brazos sobre el pecho o sujeta un disco contra él.',
        'Despega primero la cabeza y los hombros y sigue subiendo hasta que el tronco quede casi vertical.',
        'Baja despacio, apoyando la columna vértebra a vértebra.',
        'Detente justo antes de que los hombros toquen el banco y repite.',
      ],
      tips: [
        'Reduce la inclinación del banco para hacerlo más fácil.',
        'Suelta el aire al subir.',
        'Mantén la barbilla ligeramente metida.',
      ],
      commonMistakes: [
        'Subir a tirones desde abajo con impulso.',
        'Tirar del cuello con las manos durante la subida.',
        'Dejarse caer sobre el banco.',
      ],
    },
  },
  POWER_CLEAN: {
    name: 'Cargada de potencia',
    aliases: ['Power clean', 'Cargada de fuerza'],
    instructions: {
      steps: [
        'Colócate con la barra sobre la mitad del pie y los pies a la anchura de las caderas, y agárrala justo por fuera de las rodillas con agarre de gancho o prono.',
        'Pon la espalda recta con los hombros ligeramente por delante de la barra y los brazos estirados.',
        'Empuja el suelo para subir la barra hasta la mitad del muslo, manteniéndola pegada al cuerpo.',
        'Extiende la cadera, las rodillas y los tobillos de forma explosiva, encoge los hombros y métete debajo de la barra.',
        'Adelanta los codos con rapidez para recibir la barra sobre la parte delantera de los hombros en media sentadilla.',
        'Ponte de pie del todo y baja la barra al suelo de forma controlada.',
      ],
      tips: [
        'Mantén los brazos relajados, como cuerdas, hasta que las piernas y la cadera hayan terminado de empujar.',
        'La barra debe rozar los muslos, no separarse de ellos.',
        'Practica con una barra ligera, a ser posible con un entrenador, antes de añadir carga.',
      ],
      commonMistakes: [
        'Tirar con los brazos antes de tiempo.',
        'Recibir la barra con los codos apuntando hacia abajo, lo que sobrecarga las muñecas.',
        'Saltar hacia delante y caer desequilibrado.',
      ],
    },
  },
  HANG_CLEAN: {
    name: 'Cargada colgante',
    aliases: ['Hang clean', 'Cargada desde colgado', 'Cargada colgante con sentadilla'],
    instructions: {
      steps: [
        'Sube la barra como en un peso muerto hasta quedar de pie, con agarre de cargada justo por fuera de los muslos.',
        'Flexiona la cadera y deja que la barra se deslice por los muslos hasta justo por encima de las rodillas, con la espalda recta.',
        'Salta llevando la cadera hacia delante y estirando las piernas, y encoge los hombros para impulsar la barra hacia arriba.',
        'Métete debajo de la barra y recíbela sobre los hombros con los codos altos, en posición de sentadilla frontal.',
        'Sube desde la sentadilla para terminar la repetición.',
      ],
      tips: [
        'Empezar desde colgado enseña a empujar con fuerza la cadera sin el tirón desde el suelo.',
        'En la posición colgante, mantén el peso sobre la mitad del pie.',
        'Cae con los pies algo más abiertos que en la posición de salida.',
      ],
      commonMistakes: [
        'Doblar tanto las rodillas en la posición colgante que se convierte en una sentadilla.',
        'Dejar que la barra se aleje por delante de ti.',
        'Ir a buscar la barra hacia delante en lugar de meterte debajo.',
      ],
    },
  },
  SNATCH: {
    name: 'Arrancada',
    aliases: ['Snatch', 'Arrancada con barra', 'Arrancada completa'],
    instructions: {
      steps: [
        'Agarra la barra con las manos muy abiertas, de modo que quede a la altura del pliegue de la cadera al estar de pie, y colócate con la barra sobre la mitad del pie.',
        'Despega la barra del suelo con la espalda recta y los hombros por encima de la barra.',
        'Cuando la barra pase por la mitad del muslo, extiende la cadera y las piernas de forma explosiva y encoge los hombros.',
        'Métete debajo de la barra empujando los brazos hasta estirarlos por encima de la cabeza.',
        'Recibe la barra con los brazos bloqueados por encima de la cabeza en una sentadilla profunda y con el abdomen firme.',
        'Ponte de pie con la barra arriba y bájala al suelo de forma segura.',
      ],
      tips: [
        'Trabaja la movilidad de la sentadilla con barra por encima de la cabeza antes de cargar el movimiento completo.',
        'Mantén la barra cerca para que suba casi en línea recta.',
        'Aprende a soltar la barra de forma segura empujándola hacia delante y dando un paso atrás.',
      ],
      commonMistakes: [
        'Dejar que la barra se separe del cuerpo a la altura de la cadera.',
        'Empujar la barra despacio en lugar de bloquearla mientras te metes debajo.',
        'Recibir la barra con los codos flojos y flexionados.',
      ],
    },
  },
  CLEAN_AND_JERK: {
    name: 'Dos tiempos',
    aliases: ['Cargada y envión', 'Clean and jerk'],
    instructions: {
      steps: [
        'Haz la cargada desde el suelo hasta los hombros, recibiendo la barra en sentadilla y poniéndote de pie del todo.',
        'Ajusta el agarre si hace falta y coge aire con la barra apoyada en los hombros.',
        'Flexiona las rodillas para bajar unos centímetros en vertical, manteniendo el tronco erguido.',
        'Empuja con fuerza con las piernas y lleva la barra por encima de la cabeza.',
        'Abre los pies en tijera, uno adelante y otro atrás, para meterte debajo de la barra y bloquear los brazos.',
        'Lleva el pie delantero hacia atrás y después el trasero hacia delante para terminar de pie con la barra arriba.',
      ],
      tips: [
        'Trata la cargada y el envión como dos levantamientos unidos por una pausa tranquila para recolocarte.',
        'Haz la flexión corta y mantén los talones apoyados.',
        'Busca que la espinilla delantera quede vertical en la tijera.',
      ],
      commonMistakes: [
        'Precipitarse con el envión antes de estar estable tras la cargada.',
        'Irse hacia delante sobre las puntas en la flexión, de modo que la barra sale por delante.',
        'Empujar la barra con los brazos en lugar de impulsarla con las piernas.',
      ],
    },
  },
  PUSH_PRESS: {
    name: 'Push press',
    aliases: ['Press con impulso', 'Push press con barra'],
    instructions: {
      steps: [
        'Saca la barra del soporte de modo que quede apoyada en la parte delantera de los hombros, con las manos justo por fuera de su anchura.',
        'Colócate con los pies a la anchura de las caderas y aprieta el abdomen.',
        'Flexiona ligeramente las rodillas manteniendo el tronco erguido.',
        'Empuja con las piernas y aprovecha ese impulso para llevar la barra por encima de la cabeza.',
        'Bloquea los brazos con la barra por encima de la parte posterior de la cabeza y bájala a los hombros de forma controlada.',
      ],
      tips: [
        'Haz la flexión corta y rápida, como un muelle.',
        'Echa la cabeza un poco hacia atrás para dejar pasar la barra y vuelve a adelantarla cuando la barra haya pasado.',
        'El impulso de piernas te permite mover más peso que en un press militar estricto.',
      ],
      commonMistakes: [
        'Hacer la flexión inclinándose hacia delante desde la cadera.',
        'Hacer una pausa entre el impulso de piernas y el press.',
        'Echarse muy atrás para terminar el press.',
      ],
    },
  },
  KETTLEBELL_SWING: {
    name: 'Swing con kettlebell',
    aliases: ['Kettlebell swing', 'Swing ruso', 'Swing con pesa rusa'],
  },
  KETTLEBELL_SNATCH: {
    name: 'Arrancada con kettlebell',
    aliases: ['Snatch con kettlebell', 'Arrancada con pesa rusa'],
    instructions: {
      steps: [
        'Colócate sobre una kettlebell con los pies a la anchura de las caderas y agarra el asa con una mano.',
        'Lleva la pesa hacia atrás entre las piernas, como en el swing a una mano.',
        'Empuja la cadera hacia delante y deja que la pesa suba cerca del cuerpo.',
        'Cuando pase por la altura del pecho, lleva el codo hacia atrás y empuja la mano hacia arriba para que la pesa se apoye suavemente en la parte posterior del antebrazo.',
        'Bloquea la pesa por encima de la cabeza con el brazo estirado y el bíceps junto a la oreja.',
        'Bájala describiendo un arco, flexionando la cadera para amortiguarla entre las piernas, y repite.',
      ],
      tips: [
        'Domina el swing a una mano antes de intentar la arrancada.',
        'Empuja la mano hacia arriba al final para que la pesa no te golpee la muñeca.',
        'Si alternas las manos, cambia en la parte baja de un swing.',
      ],
      commonMistakes: [
        'Balancear la pesa en un arco amplio, de modo que da la vuelta y golpea el antebrazo.',
        'Subir la pesa empujando con el hombro en lugar de impulsarla con la cadera.',
        'Redondear la espalda cuando la pesa baja.',
      ],
    },
  },
  TURKISH_GET_UP: {
    name: 'Levantamiento turco',
    aliases: ['Turkish get-up', 'Get-up turco', 'TGU'],
    instructions: {
      steps: [
        'Túmbate boca arriba sujetando una kettlebell con la mano derecha y el brazo estirado hacia el techo, la rodilla derecha flexionada y el brazo y la pierna izquierdos separados a 45 grados.',
        'Gira hasta apoyarte en el codo izquierdo y después empuja hasta apoyarte en la mano izquierda, sin dejar de mirar la pesa.',
        'Empuja con el talón derecho para elevar la cadera y pasa la pierna izquierda por debajo del cuerpo hasta quedar de rodillas.',
        'Endereza el tronco hasta quedar con una rodilla en el suelo y ponte de pie con la pesa bloqueada por encima de la cabeza.',
        'Deshaz cada paso despacio para volver al suelo y cambia de lado.',
      ],
      tips: [
        'Aprende los pasos sin peso o con un zapato en equilibrio sobre el puño.',
        'Mantén el brazo que trabaja vertical y la muñeca recta en todo momento.',
        'Muévete despacio y haz una breve pausa en cada posición.',
      ],
      commonMistakes: [
        'Dejar de mirar la pesa en las primeras fases.',
        'Dejar que el brazo cargado se vaya hacia delante o se doble.',
        'Hacer las transiciones con prisas.',
      ],
    },
  },
  MEDICINE_BALL_SLAM: {
    name: 'Slam con balón medicinal',
    aliases: ['Ball slam', 'Slam ball', 'Lanzamiento de balón contra el suelo'],
    instructions: {
      steps: [
        'Colócate con los pies a la anchura de los hombros sujetando un slam ball a la altura del pecho.',
        'Sube el balón por encima de la cabeza, poniéndote de puntillas y estirándote todo lo que puedas.',
        'Aprieta el abdomen y lanza el balón con fuerza contra el suelo, justo delante de los pies.',
        'Flexiona la cadera y las rodillas para acompañar el lanzamiento.',
        'Recoge el balón con la espalda recta y enlaza directamente con la siguiente repetición.',
      ],
      tips: [
        'Usa un slam ball que no bote para que no te rebote a la cara.',
        'Suelta el aire con fuerza en cada lanzamiento.',
        'La velocidad y la intención importan más que un balón pesado.',
      ],
      commonMistakes: [
        'Lanzar solo con los brazos, sin mover el tronco.',
        'Redondear la espalda al recoger el balón.',
        'Usar un balón que bota y sale disparado hacia arriba.',
      ],
    },
  },
  WALL_BALL_SHOT: {
    name: 'Wall ball',
    aliases: ['Wall ball shot', 'Lanzamiento de balón a la pared'],
    instructions: {
      steps: [
        'Colócate más o menos a un brazo de distancia de la pared, sujetando un balón de wall ball a la altura del pecho con los codos debajo.',
        'Baja en sentadilla hasta que la cadera quede por debajo de las rodillas, manteniendo el pecho alto.',
        'Sube con fuerza desde la sentadilla y aprovecha ese impulso para lanzar el balón a un objetivo de la pared.',
        'Atrapa el balón a la altura del pecho cuando baje.',
        'Amortigua la recepción bajando directamente a la siguiente sentadilla.',
      ],
      tips: [
        'Elige un objetivo en la pared, normalmente a unos 3 m de altura, y acierta en cada repetición.',
        'No dejes de mirar el objetivo.',
        'Respira arriba en cada lanzamiento.',
      ],
      commonMistakes: [
        'Lanzar con los brazos antes de que las piernas hayan terminado de empujar.',
        'Colocarse tan lejos de la pared que el balón se va hacia delante.',
        'Bajar cada vez menos en la sentadilla a medida que llega el cansancio.',
      ],
    },
  },
  MUSCLE_UP: {
    name: 'Muscle-up',
    aliases: ['Muscle-up en barra', 'Subida a la barra'],
    instructions: {
      steps: [
        'Cuélgate de una barra de dominadas con agarre prono y las manos más o menos a la anchura de los hombros.',
        'Inicia un pequeño balanceo controlado y tira de forma explosiva, llevando la barra hacia la cadera.',
        'Cuando el pecho llegue a la barra, adelanta los hombros por encima de ella y gira las muñecas.',
        'Empuja la barra hacia abajo hasta bloquear los brazos por encima de ella.',
        'Baja de forma controlada por debajo de la barra hasta volver a quedar colgado.',
      ],
      tips: [
        'Antes, consigue hacer unas 10 dominadas estrictas y 10 fondos en barra recta.',
        'El falso agarre ayuda en las anillas y en las transiciones lentas.',
        'Practica la transición con una banda o en una barra baja.',
      ],
      commonMistakes: [
        'Subir primero con un brazo y pasar la barra torcido.',
        'Tirar en vertical en lugar de llevar la barra hacia la cadera.',
        'Dejarse caer desde arriba en lugar de controlar la bajada.',
      ],
    },
  },
  FRONT_LEVER: {
    name: 'Front lever',
    aliases: ['Palanca frontal', 'Front lever isométrico'],
    instructions: {
      steps: [
        'Cuélgate de una barra o de unas anillas con agarre prono y los brazos estirados.',
        'Lleva las escápulas hacia abajo y hacia atrás y aprieta el abdomen con fuerza.',
        'Sube las piernas y la cadera mientras empujas la barra hacia la cadera con los brazos estirados.',
        'Mantén el cuerpo horizontal y boca arriba, en línea recta de los hombros a los pies.',
        'Aguanta el tiempo previsto y baja las piernas despacio.',
      ],
      tips: [
        'Progresa del tuck al tuck avanzado y después a las versiones a una pierna y con piernas abiertas antes de la completa.',
        'Mantén los brazos bloqueados; con los brazos flexionados el trabajo se va a otros músculos.',
        'Entrena aguantes cortos de 5-10 segundos con máxima tensión.',
      ],
      commonMistakes: [
        'Dejar que la cadera caiga por debajo de la línea del cuerpo.',
        'Flexionar los codos.',
        'Saltar a la palanca completa antes de dominar las versiones agrupadas.',
      ],
    },
  },
  BACK_LEVER: {
    name: 'Back lever',
    aliases: ['Palanca dorsal', 'Palanca trasera'],
    instructions: {
      steps: [
        'Cuélgate de unas anillas con un agarre firme y los brazos estirados.',
        'Recoge las rodillas y gira hacia atrás, pasando las piernas entre los brazos hasta que la cadera quede por detrás de las manos.',
        'Extiende el cuerpo despacio hasta que quede horizontal y boca abajo, con los brazos estirados junto al cuerpo.',
        'Aprieta los glúteos y mantén el cuerpo en una sola línea recta.',
        'Aguanta el tiempo previsto, vuelve a recogerte y regresa a la posición colgada.',
      ],
      tips: [
        'Construye la posición primero con las versiones agrupada y con piernas abiertas.',
        'Acostumbra poco a poco el bíceps y los hombros; este elemento los somete a un gran estiramiento.',
        'Mantén la barbilla neutra en lugar de mirar al frente.',
      ],
      commonMistakes: [
        'Arquear la zona lumbar y dejar caer la cadera.',
        'Doblar los brazos para hacerlo más fácil.',
        'Entrenar aguantes largos demasiado pronto y sobrecargar los codos.',
      ],
    },
  },
  HANDSTAND_HOLD: {
    name: 'Pino',
    aliases: ['Pino contra la pared', 'Parada de manos', 'Handstand'],
    instructions: {
      steps: [
        'Apoya las manos en el suelo a la anchura de los hombros, con los dedos separados y a unos 10-20 cm de una pared.',
        'Impúlsate con una pierna y luego con la otra hasta que los talones se apoyen suavemente en la pared.',
        'Empuja el suelo para abrir del todo los hombros y bloquear los brazos.',
        'Junta las piernas, aprieta el abdomen y estira las puntas de los pies.',
        'Aguanta el tiempo previsto y baja primero una pierna y luego la otra.',
      ],
      tips: [
        'Practica el pino de cara a la pared, subiendo los pies por ella, para conseguir una línea más recta.',
        'Usa las yemas de los dedos para corregir el equilibrio cuando te separes de la pared.',
        'Calienta las muñecas antes de cada sesión.',
      ],
      commonMistakes: [
        'Dejar que la zona lumbar se arquee en forma de plátano.',
        'Doblar los codos o dejar que los hombros se hundan.',
        'Subir con demasiada fuerza y chocar contra la pared.',
      ],
    },
  },
  TRX_ROW: {
    name: 'Remo en TRX',
    aliases: ['Remo con TRX', 'Remo en suspensión'],
    instructions: {
      steps: [
        'Ajusta las cintas a una longitud media y sujeta un asa con cada mano con las palmas enfrentadas.',
        'Adelanta los pies y échate hacia atrás hasta que los brazos queden estirados y el cuerpo forme una línea recta.',
        'Aprieta el abdomen y los glúteos.',
        'Lleva el pecho hacia las asas tirando de los codos hacia atrás.',
        'Baja despacio hasta que los brazos queden completamente estirados.',
      ],
      tips: [
        'Adelanta los pies para hacerlo más difícil o retrásalos para hacerlo más fácil.',
        'Mantén las cintas en tensión durante toda la serie.',
        'Termina cada repetición con las manos junto a las costillas.',
      ],
      commonMistakes: [
        'Dejar que la cadera se hunda a medida que la serie se complica.',
        'Abrir mucho los codos hacia arriba, de modo que los hombros se llevan el trabajo.',
        'Dejar que el cuerpo gire, de modo que un brazo hace más trabajo que el otro.',
      ],
    },
  },
};
