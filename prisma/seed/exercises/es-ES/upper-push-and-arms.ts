import type { ExerciseTranslationSeed } from '../../types.js';

/** Spanish (Spain) names, aliases and instructions for the exercises in ../upper-push-and-arms.ts, by exercise code. */
export const upperPushAndArms: Record<string, ExerciseTranslationSeed> = {
  BARBELL_BENCH_PRESS: {
    name: 'Press de banca con barra',
    aliases: ['Press banca', 'Press de banca', 'Press de banca plano'],
  },
  INCLINE_BARBELL_BENCH_PRESS: {
    name: 'Press inclinado con barra',
    aliases: ['Press de banca inclinado', 'Press banca inclinado'],
    instructions: {
      steps: [
        'Pon el banco con una inclinación de unos 30-45 grados y túmbate con los ojos debajo de la barra.',
        'Junta las escápulas y agarra la barra algo más abierta que la anchura de los hombros.',
        'Saca la barra de los soportes y sujétala con los brazos estirados sobre la parte alta del pecho.',
        'Baja la barra de forma controlada hasta la parte alta del pecho, justo por debajo de las clavículas.',
        'Empuja la barra hacia arriba en línea recta hasta estirar los brazos del todo.',
      ],
      tips: [
        'Con menos inclinación el trabajo recae más en el pecho; con más, se desplaza hacia los hombros.',
        'Mantén los pies bien apoyados y los glúteos en el asiento durante toda la serie.',
        'Baja la barra un poco más despacio de lo que la subes.',
      ],
      commonMistakes: [
        'Inclinar tanto el banco que el ejercicio se convierte en un press de hombros.',
        'Tocar con la barra demasiado abajo en el pecho, lo que deja los codos en un ángulo forzado.',
        'Abrir los codos del todo hacia los lados.',
      ],
    },
  },
  DECLINE_BARBELL_BENCH_PRESS: {
    name: 'Press declinado con barra',
    aliases: ['Press de banca declinado', 'Press banca declinado'],
    instructions: {
      steps: [
        'Engancha las piernas bajo los rodillos del banco declinado y túmbate de modo que los ojos queden debajo de la barra.',
        'Agarra la barra algo más abierta que la anchura de los hombros y lleva las escápulas hacia atrás.',
        'Saca la barra de los soportes, mejor con ayuda de un compañero, y sujétala con los brazos estirados sobre la parte baja del pecho.',
        'Baja la barra de forma controlada hasta que toque la parte baja del pecho.',
        'Vuelve a empujarla hacia arriba hasta estirar los brazos y repite.',
      ],
      tips: [
        'Pide a un compañero que te pase la barra, porque sacarla de los soportes en declinado es incómodo.',
        'Mantén la trayectoria de la barra sobre la parte baja del pecho en lugar de dejar que se vaya hacia la cara.',
        'Con un declinado suave de 15-30 grados es más que suficiente.',
      ],
      commonMistakes: [
        'Bajar la barra hacia el cuello en lugar de a la parte baja del pecho.',
        'Dejar que la barra caiga de golpe sobre el pecho al bajar.',
        'Volver a colocar la barra en los soportes tú solo al final de una serie dura.',
      ],
    },
  },
  TEMPO_BARBELL_BENCH_PRESS: {
    name: 'Press de banca con tempo',
    aliases: ['Press banca con tempo', 'Press de banca con excéntrica lenta'],
    instructions: {
      steps: [
        'Colócate exactamente igual que en un press de banca normal, con las escápulas fijas y los pies bien apoyados.',
        'Elige el tempo antes de la serie, por ejemplo tres segundos de bajada, un segundo de pausa en el pecho y una subida normal.',
        'Saca la barra y bájala hasta la parte baja del pecho, contando todo el tiempo de bajada.',
        'Mantén la barra quieta sobre el pecho durante la pausa prevista sin dejar que se hunda ni rebote.',
        'Empuja la barra hasta bloquear a la velocidad prevista y empieza la siguiente repetición.',
      ],
      tips: [
        'Usa más o menos un 10-20 % menos de peso que en tu press de banca normal para las mismas repeticiones.',
        'Cuenta los segundos mentalmente para que el tempo no se relaje a medida que te cansas.',
        'Trabajar con tempo es ideal para aprender una trayectoria de la barra y un punto de contacto constantes.',
      ],
      commonMistakes: [
        'Acelerar la bajada en las últimas repeticiones.',
        'Relajar la parte alta de la espalda durante la pausa en el pecho.',
        'Cargar tanto la barra que no se puede mantener el tempo.',
      ],
    },
  },
  DUMBBELL_BENCH_PRESS: {
    name: 'Press de banca con mancuernas',
    aliases: ['Press plano con mancuernas', 'Press banca con mancuernas'],
    instructions: {
      steps: [
        'Siéntate en el extremo del banco con una mancuerna apoyada de pie sobre cada muslo.',
        'Túmbate hacia atrás y ayúdate de las rodillas para llevar las mancuernas al pecho a la vez.',
        'Empuja las mancuernas hacia arriba sobre el pecho con las palmas mirando hacia los pies.',
        'Bájalas despacio hacia los lados del pecho hasta notar el estiramiento, con los codos a unos 45 grados del cuerpo.',
        'Vuelve a empujarlas hacia arriba, acercándolas un poco, hasta estirar los brazos.',
      ],
      tips: [
        'Mantén las escápulas juntas igual que harías con la barra.',
        'Deja que las mancuernas bajen un poco más de lo que bajaría una barra para conseguir más estiramiento.',
        'Al terminar la serie, lleva las mancuernas al pecho y incorpórate con ellas sobre los muslos.',
      ],
      commonMistakes: [
        'Soltar las mancuernas al suelo con los brazos estirados al final de la serie.',
        'Chocar las mancuernas arriba y perder la tensión.',
        'Separar demasiado las mancuernas, de modo que los codos bajan muy por debajo del banco.',
      ],
    },
  },
  INCLINE_DUMBBELL_PRESS: {
    name: 'Press inclinado con mancuernas',
    aliases: ['Press de banca inclinado con mancuernas'],
  },
  DECLINE_DUMBBELL_PRESS: {
    name: 'Press declinado con mancuernas',
    aliases: ['Press de banca declinado con mancuernas'],
    instructions: {
      steps: [
        'Siéntate en el banco declinado con las mancuernas sobre los muslos y engancha las piernas bajo los rodillos.',
        'Túmbate con cuidado, llevando las mancuernas a los lados de la parte baja del pecho.',
        'Empuja las mancuernas hacia arriba hasta estirar los brazos sobre la parte baja del pecho.',
        'Bájalas despacio hasta que queden a la altura del pecho y notes el estiramiento.',
        'Vuelve a empujar hacia arriba y repite las repeticiones previstas.',
      ],
      tips: [
        'Mantén las mancuernas pegadas al pecho al tumbarte y al incorporarte.',
        'Muévete despacio para mantener el control pese a estar con la cabeza más baja que el cuerpo.',
        'Empieza con menos peso que en el press plano mientras aprendes a colocarte.',
      ],
      commonMistakes: [
        'Dejar que las mancuernas se balanceen lejos del cuerpo al colocarte.',
        'Empujar hacia la cara en lugar de sobre la parte baja del pecho.',
        'Quedarse demasiado tiempo cabeza abajo entre series y marearse.',
      ],
    },
  },
  DUMBBELL_FLOOR_PRESS: {
    name: 'Press en el suelo con mancuernas',
    aliases: ['Floor press', 'Press de suelo con mancuernas'],
    instructions: {
      steps: [
        'Siéntate en el suelo con una mancuerna en cada mano y túmbate con las rodillas flexionadas y los pies apoyados.',
        'Empuja las mancuernas hacia arriba sobre el pecho con las palmas mirando hacia los pies o enfrentadas.',
        'Bájalas hasta que la parte de atrás de los brazos se apoye suavemente en el suelo.',
        'Haz una breve pausa con los brazos en el suelo, manteniendo el resto del cuerpo en tensión.',
        'Vuelve a empujar las mancuernas hacia arriba hasta estirar los brazos.',
      ],
      tips: [
        'Mantén los codos a unos 45 grados para que los brazos toquen el suelo con suavidad.',
        'Al tener menos recorrido, es una buena opción para ganar fuerza en el bloqueo o para entrenar con molestias en el hombro.',
        'Puedes estirar las piernas si con las rodillas flexionadas estás incómodo.',
      ],
      commonMistakes: [
        'Dar con los codos de golpe en el suelo en lugar de apoyarlos con suavidad.',
        'Rebotar los brazos en el suelo para iniciar el empuje.',
        'Abrir los codos del todo hacia los lados al empujar.',
      ],
    },
  },
  SMITH_MACHINE_BENCH_PRESS: {
    name: 'Press de banca en multipower',
    aliases: ['Press de banca en máquina Smith', 'Press banca en multipower'],
    instructions: {
      steps: [
        'Coloca un banco plano bajo el multipower de forma que la barra quede alineada con la parte baja del pecho al tumbarte.',
        'Túmbate en el banco, lleva las escápulas hacia atrás y agarra la barra algo más abierta que la anchura de los hombros.',
        'Gira la barra para soltarla de los ganchos y sujétala con los brazos estirados.',
        'Baja la barra de forma controlada hasta que toque suavemente la parte baja del pecho.',
        'Empújala hasta estirar los brazos y, al terminar, gira la barra para volver a engancharla.',
      ],
      tips: [
        'Coloca los topes de seguridad justo por encima del pecho para que una repetición fallida no te deje atrapado.',
        'Comprueba la posición del banco con la barra vacía antes de poner discos.',
        'Como la trayectoria de la barra es fija, puedes acercarte más al fallo con seguridad.',
      ],
      commonMistakes: [
        'Colocar el banco de modo que la barra baje hacia el cuello o la barriga.',
        'Olvidarse de poner los topes de seguridad.',
        'Levantar la cadera para sacar a duras penas las últimas repeticiones.',
      ],
    },
  },
  SMITH_MACHINE_INCLINE_PRESS: {
    name: 'Press inclinado en multipower',
    aliases: ['Press inclinado en máquina Smith', 'Press de banca inclinado en multipower'],
    instructions: {
      steps: [
        'Coloca un banco regulable a unos 30 grados dentro del multipower de forma que la barra baje a la parte alta del pecho.',
        'Túmbate, apoya bien los pies y agarra la barra algo más abierta que los hombros.',
        'Desengancha la barra y sujétala con los brazos estirados sobre la parte alta del pecho.',
        'Baja la barra despacio hasta justo por debajo de las clavículas.',
        'Vuelve a empujarla hacia arriba hasta estirar los brazos y repite.',
      ],
      tips: [
        'Tómate tu tiempo para colocar el banco; un par de centímetros cambian mucho la trayectoria de la barra.',
        'Pon los topes de seguridad antes de empezar.',
        'Mantén el pecho alto y las escápulas recogidas en todo momento.',
      ],
      commonMistakes: [
        'Colocar el banco demasiado adelantado, de modo que la barra baja hacia la cara o el cuello.',
        'Usar una inclinación excesiva.',
        'Rebotar la barra en el pecho.',
      ],
    },
  },
  MACHINE_CHEST_PRESS: {
    name: 'Press de pecho en máquina',
    aliases: ['Chest press', 'Press de pecho sentado', 'Máquina de press de pecho'],
    instructions: {
      steps: [
        'Ajusta el asiento para que los agarres queden a la altura de la mitad del pecho.',
        'Siéntate con la espalda bien apoyada en el respaldo y coge los agarres.',
        'Empuja los agarres hacia delante hasta estirar los brazos, sin bloquear los codos con fuerza.',
        'Deja que los agarres vuelvan despacio hasta notar el estiramiento en el pecho.',
        'Vuelve a empujar y repite las repeticiones previstas.',
      ],
      tips: [
        'Mantén las escápulas atrás contra el respaldo durante toda la serie.',
        'Si la máquina tiene palanca para los pies, úsala para adelantar los agarres en la primera repetición.',
        'Controla la vuelta en lugar de dejar que las placas choquen.',
      ],
      commonMistakes: [
        'Poner el asiento tan bajo que los agarres quedan cerca de los hombros.',
        'Despegar los hombros del respaldo y echarlos hacia delante al final de cada empuje.',
        'Dejar que las placas se apoyen entre repeticiones.',
      ],
    },
  },
  STANDING_CABLE_CHEST_PRESS: {
    name: 'Press de pecho de pie en polea',
    aliases: ['Press de pecho en polea', 'Press en poleas'],
    instructions: {
      steps: [
        'Pon las dos poleas más o menos a la altura del pecho y engancha un agarre en cada una.',
        'Coge los agarres y da un paso al frente en posición de zancada, de espaldas a la máquina.',
        'Empieza con las manos a los lados del pecho y los codos algo por debajo de la altura de los hombros.',
        'Empuja los dos agarres hacia delante hasta estirar los brazos delante del pecho.',
        'Vuelve despacio al inicio, dejando que el pecho se abra antes de la siguiente repetición.',
      ],
      tips: [
        'Aprieta el abdomen para que el cable no te tire del cuerpo hacia atrás.',
        'Deja que las manos se acerquen un poco al empujar, como si abrazaras un árbol.',
        'Es una buena opción para el pecho cuando los bancos están ocupados.',
      ],
      commonMistakes: [
        'Ponerse demasiado cerca de las poleas, de modo que las placas tocan abajo.',
        'Inclinarse mucho hacia delante y empujar con el peso del cuerpo.',
        'Subir los hombros hacia las orejas al empujar.',
      ],
    },
  },
  DUMBBELL_FLY: {
    name: 'Aperturas con mancuernas',
    aliases: ['Aperturas planas con mancuernas', 'Aperturas en banco plano'],
    instructions: {
      steps: [
        'Túmbate en un banco plano con una mancuerna en cada mano sobre el pecho y las palmas enfrentadas.',
        'Flexiona ligeramente los codos y mantén ese ángulo durante toda la serie.',
        'Abre los brazos hacia los lados describiendo un arco amplio hasta notar el estiramiento en el pecho.',
        'Para cuando los brazos queden más o menos a la altura del banco.',
        'Contrae el pecho para subir las mancuernas por el mismo arco hasta que casi se toquen.',
      ],
      tips: [
        'Imagina que abrazas un barril grande en lugar de empujar.',
        'Elige un peso bastante menor que el que usas en los press.',
        'Mantén las escápulas hacia atrás para proteger la parte delantera de los hombros.',
      ],
      commonMistakes: [
        'Doblar y estirar los codos, de modo que las aperturas se convierten en un press.',
        'Bajar las mancuernas muy por debajo del banco y forzar los hombros.',
        'Usar demasiado peso y perder el control abajo.',
      ],
    },
  },
  INCLINE_DUMBBELL_FLY: {
    name: 'Aperturas inclinadas con mancuernas',
    aliases: ['Aperturas en banco inclinado', 'Aperturas inclinadas'],
    instructions: {
      steps: [
        'Pon el banco a unos 30 grados y túmbate con las mancuernas sobre la parte alta del pecho.',
        'Gira las palmas para que queden enfrentadas y flexiona ligeramente los codos.',
        'Baja las mancuernas hacia los lados describiendo un arco amplio hasta notar el estiramiento en la parte alta del pecho.',
        'Haz una breve pausa abajo sin dejar que los hombros se vayan hacia delante.',
        'Sube las mancuernas por el mismo arco hasta que queden sobre la parte alta del pecho.',
      ],
      tips: [
        'Mantén la misma flexión de codos desde la primera repetición hasta la última.',
        'Piensa en cruzar los brazos por delante del cuerpo, no solo en juntar las manos.',
        'Funciona mejor con poco peso y un estiramiento completo que con mucho peso y poco recorrido.',
      ],
      commonMistakes: [
        'Inclinar tanto el banco que la mayor parte del trabajo la hace el deltoides anterior.',
        'Convertir el movimiento en un press cuando aparece la fatiga.',
        'Dejar caer las mancuernas rápidamente hasta abajo.',
      ],
    },
  },
  CABLE_CROSSOVER: {
    name: 'Cruce de poleas',
    aliases: ['Crossover', 'Aperturas en polea alta', 'Cruces en polea'],
    instructions: {
      steps: [
        'Pon las dos poleas por encima de la cabeza y engancha un agarre en cada una.',
        'Coge los agarres y da un paso al frente entre las torres con un pie adelantado, inclinándote un poco hacia delante.',
        'Empieza con los brazos abiertos, los codos ligeramente flexionados y el pecho estirado.',
        'Tira de los agarres hacia abajo y hacia dentro describiendo un arco hasta que las manos se junten delante de la cadera.',
        'Aprieta el pecho un segundo y deja que los brazos vuelvan despacio por el mismo arco.',
      ],
      tips: [
        'Mantén los codos ligeramente flexionados y fijos para que trabaje el pecho y no los brazos.',
        'Puedes cruzar un poco las manos al final para apretar más.',
        'Cambia la altura de las poleas para trabajar distintas zonas del pecho.',
      ],
      commonMistakes: [
        'Dejar que los cables tiren de los brazos demasiado hacia atrás al empezar.',
        'Inclinarse cada vez más desde la cintura para terminar las repeticiones.',
        'Empujar los agarres hacia delante en lugar de describir un arco.',
      ],
    },
  },
  LOW_TO_HIGH_CABLE_FLY: {
    name: 'Aperturas en polea baja',
    aliases: ['Cruce de poleas de abajo arriba', 'Aperturas ascendentes en polea'],
    instructions: {
      steps: [
        'Pon las dos poleas en la posición más baja y engancha un agarre en cada una.',
        'Coge los agarres y da un paso al frente con un pie adelantado, con los brazos abajo a los lados y un poco hacia atrás.',
        'Mantén los codos ligeramente flexionados y las palmas mirando hacia delante.',
        'Lleva las manos hacia arriba y hacia dentro describiendo un arco hasta que se junten a la altura de la barbilla.',
        'Bájalas despacio por el mismo recorrido hasta volver a notar el estiramiento.',
      ],
      tips: [
        'Mantén el pecho alto y las costillas abajo en lugar de echarte hacia atrás.',
        'Usa menos peso que en las aperturas de arriba abajo; la parte alta del pecho es más pequeña.',
        'Haz una breve pausa arriba para notar cómo se contrae la parte alta del pecho.',
      ],
      commonMistakes: [
        'Convertir el movimiento en una elevación frontal subiendo los brazos rectos.',
        'Encoger los hombros a medida que suben las manos.',
        'Arquear la zona lumbar para mover más peso.',
      ],
    },
  },
  PEC_DECK_FLY: {
    name: 'Contractor de pecho',
    aliases: ['Pec deck', 'Peck deck', 'Aperturas en máquina', 'Máquina mariposa'],
    instructions: {
      steps: [
        'Ajusta el asiento para que los agarres o almohadillas queden a la altura de la mitad del pecho.',
        'Siéntate erguido con la espalda apoyada en el respaldo y coge los agarres con los codos ligeramente flexionados.',
        'Junta los agarres delante del pecho describiendo un arco suave.',
        'Aprieta el pecho un momento cuando los agarres se junten.',
        'Deja que los agarres se abran despacio hasta notar un estiramiento cómodo y repite.',
      ],
      tips: [
        'Ajusta los brazos de la máquina para que el estiramiento inicial sea intenso pero no doloroso.',
        'Mantén los hombros abajo y atrás contra el respaldo.',
        'Guía el movimiento con los codos en lugar de tirar con las manos.',
      ],
      commonMistakes: [
        'Dejar que los agarres se vayan demasiado atrás y forzar la parte delantera de los hombros.',
        'Echar los hombros hacia delante cuando se juntan los agarres.',
        'Usar el impulso y dejar que las placas choquen.',
      ],
    },
  },
  BAND_CHEST_FLY: {
    name: 'Aperturas de pecho con banda elástica',
    aliases: ['Aperturas con goma', 'Aperturas con banda'],
    instructions: {
      steps: [
        'Ancla bien la banda a la altura del pecho detrás de ti o pásala por la parte alta de la espalda.',
        'Coge un extremo con cada mano, con los brazos abiertos a los lados y los codos ligeramente flexionados.',
        'Da un paso al frente hasta que la banda quede tensa en la posición inicial.',
        'Junta las manos delante del pecho describiendo un arco amplio.',
        'Vuelve despacio a la posición abierta resistiendo la tensión de la banda.',
      ],
      tips: [
        'Elige una banda que te permita terminar todas las repeticiones apretando bien el pecho.',
        'Vuelve despacio; las bandas tiran más fuerte al final del estiramiento.',
        'Revisa el desgaste de la banda y del anclaje antes de cada sesión.',
      ],
      commonMistakes: [
        'Dejar que la banda abra los brazos de golpe.',
        'Anclar la banda a algo que se pueda mover o soltar.',
        'Doblar cada vez más los codos hasta que las aperturas se convierten en un press.',
      ],
    },
  },
  PLATE_SQUEEZE_PRESS: {
    name: 'Press Svend',
    aliases: ['Svend press', 'Press con disco', 'Press apretando discos'],
    instructions: {
      steps: [
        'Ponte de pie, erguido, sujetando uno o dos discos entre las palmas a la altura del pecho, con los dedos hacia delante.',
        'Aprieta los discos entre sí todo lo fuerte que puedas para que se tense el pecho.',
        'Sin dejar de apretar, empuja los discos hacia delante hasta tener los brazos casi estirados.',
        'Lleva los discos despacio de vuelta al pecho sin aflojar la presión.',
        'Repite las repeticiones previstas.',
      ],
      tips: [
        'La presión importa más que el peso; con un disco ligero basta.',
        'Mantén los hombros abajo, lejos de las orejas.',
        'Funciona bien como ejercicio final después de los press más pesados.',
      ],
      commonMistakes: [
        'Sujetar los discos sin apretar, de modo que el pecho apenas trabaja.',
        'Echarse hacia atrás para aguantar el peso.',
        'Hacer las repeticiones deprisa en lugar de mantener la tensión constante.',
      ],
    },
  },
  PUSH_UP: {
    name: 'Flexiones',
    aliases: ['Flexiones de brazos', 'Flexiones de pecho', 'Push-up'],
  },
  INCLINE_PUSH_UP: {
    name: 'Flexiones inclinadas',
    aliases: ['Flexiones con manos elevadas', 'Flexiones en banco'],
    instructions: {
      steps: [
        'Apoya las manos en el borde de un banco, un cajón o una barra colocada en el rack, algo más abiertas que los hombros.',
        'Lleva los pies hacia atrás hasta que el cuerpo forme una línea recta de la cabeza a los talones.',
        'Baja el pecho hacia el borde flexionando los codos.',
        'Para cuando el pecho esté cerca de la superficie.',
        'Vuelve a empujar hacia arriba hasta estirar los brazos.',
      ],
      tips: [
        'Cuanto más altas estén las manos, más fácil es la flexión; baja la superficie con el tiempo para progresar.',
        'Asegúrate de que el banco o el cajón estén estables y no se deslicen.',
        'Mantén la misma plancha firme que usarías en el suelo.',
      ],
      commonMistakes: [
        'Subir la cadera en pico o dejar que se hunda.',
        'Colocar las manos demasiado adelantadas, de modo que los hombros cargan con el esfuerzo.',
        'Usar una superficie que se mueve al apoyar el peso.',
      ],
    },
  },
  DECLINE_PUSH_UP: {
    name: 'Flexiones declinadas',
    aliases: ['Flexiones con pies elevados'],
    instructions: {
      steps: [
        'Apoya los pies en un banco o cajón detrás de ti y las manos en el suelo, algo más abiertas que los hombros.',
        'Coloca el cuerpo en línea recta con el abdomen y los glúteos apretados.',
        'Baja el pecho hacia el suelo flexionando los codos.',
        'Para justo antes de que el pecho o la nariz toquen el suelo.',
        'Vuelve a empujar hasta estirar los brazos.',
      ],
      tips: [
        'Empieza con un cajón bajo; cuanto más altos los pies, más carga va a los hombros.',
        'Mantén el cuello neutro y la mirada justo por delante de las manos.',
        'Pasa a esta variante cuando puedas hacer 15-20 flexiones limpias en el suelo.',
      ],
      commonMistakes: [
        'Arquear la zona lumbar y dejar caer la cadera.',
        'Abrir los codos del todo hacia los lados.',
        'Elegir un cajón tan alto que no puedes bajar del todo.',
      ],
    },
  },
  KNEELING_PUSH_UP: {
    name: 'Flexiones de rodillas',
    aliases: ['Flexiones con rodillas apoyadas', 'Flexiones modificadas'],
    instructions: {
      steps: [
        'Ponte de rodillas sobre una esterilla y apoya las manos en el suelo, algo más abiertas que los hombros.',
        'Adelanta las manos hasta que el cuerpo forme una línea recta de la cabeza a las rodillas.',
        'Aprieta el abdomen y baja el pecho hacia el suelo flexionando los codos.',
        'Para cuando el pecho quede a unos centímetros del suelo.',
        'Vuelve a empujar hasta estirar los brazos, manteniendo la cadera alineada.',
      ],
      tips: [
        'Protege las rodillas con una esterilla doblada o una toalla.',
        'Mantén la cadera adelantada; la línea debe ir de los hombros a las rodillas pasando por la cadera.',
        'Llega a unas tres series de 15 antes de pasar a las flexiones completas.',
      ],
      commonMistakes: [
        'Subir la cadera, de modo que el pecho apenas se mueve.',
        'Colocar las manos demasiado adelantadas.',
        'Dejar caer la cabeza hacia el suelo.',
      ],
    },
  },
  BAND_RESISTED_PUSH_UP: {
    name: 'Flexiones con banda elástica',
    aliases: ['Flexiones con goma', 'Flexiones con banda'],
    instructions: {
      steps: [
        'Pasa una banda elástica por la parte alta de la espalda y sujeta cada extremo bajo una palma.',
        'Colócate en posición de flexión con las manos algo más abiertas que los hombros y el cuerpo recto.',
        'Baja el pecho hacia el suelo de forma controlada.',
        'Empuja con fuerza contra la banda hasta estirar los brazos.',
        'Si la banda se desplaza, vuelve a colocarte y repite.',
      ],
      tips: [
        'La banda añade más resistencia arriba, que es donde la flexión suele ser más fácil.',
        'Mantén la banda plana sobre las escápulas para que no se enrolle hacia el cuello.',
        'Elige una banda que te siga permitiendo bajar del todo.',
      ],
      commonMistakes: [
        'Dejar que la banda se deslice hacia el cuello.',
        'Perder la posición de plancha cuando la banda tira del pecho hacia abajo.',
        'No llegar a estirar del todo los brazos porque arriba cuesta más.',
      ],
    },
  },
  PARALLEL_BAR_DIP: {
    name: 'Fondos en paralelas',
    aliases: ['Fondos', 'Fondos de pecho', 'Dips'],
  },
  WEIGHTED_DIP: {
    name: 'Fondos lastrados',
    aliases: ['Fondos con lastre', 'Fondos con cinturón de lastre'],
    instructions: {
      steps: [
        'Engancha un disco o una mancuerna a un cinturón de lastre alrededor de la cadera, o ponte un chaleco lastrado.',
        'Sube a las paralelas y sujétate con los brazos estirados, dejando que el peso cuelgue quieto.',
        'Inclínate ligeramente hacia delante y baja hasta que los hombros queden justo por debajo de los codos.',
        'Vuelve a empujar hasta estirar los brazos sin balancear el peso.',
        'Al terminar la serie, baja con cuidado antes de quitarte el lastre.',
      ],
      tips: [
        'Añade peso solo cuando puedas hacer unos 10-12 fondos limpios con tu peso corporal.',
        'Deja corta la cadena del cinturón para que el peso no golpee la estructura.',
        'Sube la carga poco a poco; los fondos exigen mucho a la parte delantera de los hombros.',
      ],
      commonMistakes: [
        'Dejar que el peso se balancee y te saque de la posición.',
        'Sacrificar profundidad a medida que sube la carga.',
        'Soltarse de las paralelas con el lastre todavía puesto.',
      ],
    },
  },
  ASSISTED_DIP: {
    name: 'Fondos asistidos',
    aliases: ['Fondos asistidos en máquina', 'Fondos asistidos con goma'],
    instructions: {
      steps: [
        'Elige la asistencia en la máquina; cuanto más peso pongas, más te ayuda.',
        'Sube a la plataforma o apoya las rodillas en el soporte y coge los agarres de fondos.',
        'Empieza con los brazos estirados y los hombros hacia abajo.',
        'Flexiona los codos para bajar hasta que los hombros queden justo por debajo de los codos.',
        'Vuelve a empujar hasta estirar los brazos y, al terminar la serie, bájate con cuidado.',
      ],
      tips: [
        'Reduce un poco la asistencia cada semana a medida que ganes fuerza.',
        'Si usas una banda en lugar de la máquina, pásala entre las paralelas y apoya en ella las rodillas o los pies.',
        'Muévete despacio; la asistencia no debe sustituir al control.',
      ],
      commonMistakes: [
        'Usar tanta asistencia que la serie nunca llega a costar.',
        'Dejar que la plataforma te impulse desde abajo.',
        'Recortar el recorrido en lugar de añadir asistencia.',
      ],
    },
  },
  BARBELL_OVERHEAD_PRESS: {
    name: 'Press militar con barra',
    aliases: ['Press militar', 'Press de hombros con barra', 'Press militar de pie'],
  },
  SEATED_DUMBBELL_SHOULDER_PRESS: {
    name: 'Press de hombros sentado con mancuernas',
    aliases: ['Press de hombros con mancuernas', 'Press militar con mancuernas'],
    instructions: {
      steps: [
        'Pon el respaldo del banco vertical o una posición por detrás de la vertical y siéntate con la espalda apoyada.',
        'Sube las mancuernas desde los muslos hasta la altura de los hombros con un impulso de las rodillas, con las palmas hacia delante.',
        'Empieza con los codos un poco por delante del cuerpo y por debajo de las muñecas.',
        'Empuja las mancuernas hacia arriba hasta estirar los brazos, acercándolas un poco por encima de la cabeza.',
        'Bájalas despacio hasta más o menos la altura de las orejas o la barbilla.',
      ],
      tips: [
        'Mantén la zona lumbar apoyada en el respaldo en lugar de arquearla.',
        'Un agarre ligeramente girado hacia dentro suele ser más amable con los hombros que las palmas del todo hacia delante.',
        'Para las mancuernas justo antes de que se toquen arriba para mantener la tensión en los deltoides.',
      ],
      commonMistakes: [
        'Arquear mucho la zona lumbar para mover más peso.',
        'Bajar las mancuernas solo unos centímetros y recortar el recorrido.',
        'Abrir los codos del todo hacia los lados, en línea con los hombros.',
      ],
    },
  },
  MACHINE_SHOULDER_PRESS: {
    name: 'Press de hombros en máquina',
    aliases: ['Press militar en máquina'],
    instructions: {
      steps: [
        'Ajusta el asiento para que los agarres empiecen más o menos a la altura de los hombros.',
        'Siéntate con la espalda bien apoyada en el respaldo y coge los agarres.',
        'Empuja los agarres por encima de la cabeza hasta estirar los brazos sin bloquear con fuerza.',
        'Baja los agarres despacio hasta que las manos vuelvan a la altura de los hombros.',
        'Repite sin dejar que las placas descansen entre repeticiones.',
      ],
      tips: [
        'Mantén la cabeza y la parte alta de la espalda apoyadas en el respaldo en todo momento.',
        'Usa el agarre neutro si la máquina lo tiene y te molestan los hombros.',
        'Con una máquina es fácil hacer series descendentes con seguridad.',
      ],
      commonMistakes: [
        'Poner el asiento demasiado bajo, de modo que la posición inicial fuerza los hombros.',
        'Arquear la espalda y despegarla del respaldo.',
        'Dejar que las placas choquen entre repeticiones.',
      ],
    },
  },
  ARNOLD_PRESS: {
    name: 'Press Arnold',
    aliases: ['Press Arnold con mancuernas'],
    instructions: {
      steps: [
        'Siéntate en un banco vertical con las mancuernas delante de los hombros, las palmas mirando hacia ti y los codos por delante.',
        'Empieza a empujar hacia arriba mientras abres los codos hacia los lados.',
        'Gira las palmas durante el movimiento para que miren hacia delante cuando las mancuernas pasen por la frente.',
        'Termina con los brazos estirados por encima de la cabeza.',
        'Invierte el movimiento al bajar, girando de nuevo las palmas hacia ti cuando las mancuernas lleguen a los hombros.',
      ],
      tips: [
        'Haz el giro de forma suave y continua, no de golpe al final.',
        'Usa alrededor de un 20 % menos de peso que en tu press con mancuernas habitual.',
        'También puedes hacerlo de pie, pero aprieta más el abdomen.',
      ],
      commonMistakes: [
        'Girar las mancuernas solo al final de la subida o de la bajada.',
        'Echarse hacia atrás cuando las mancuernas pasan por encima de la cabeza.',
        'Bajar demasiado deprisa.',
      ],
    },
  },
  LANDMINE_PRESS: {
    name: 'Press landmine a una mano',
    aliases: ['Press landmine', 'Press con barra anclada'],
    instructions: {
      steps: [
        'Carga el extremo libre de una barra colocada en un landmine y ponte de cara a él en posición de zancada.',
        'Sujeta el extremo de la barra con una mano a la altura del hombro, con el codo pegado al costado.',
        'Aprieta el abdomen y empuja la barra hacia arriba y hacia delante hasta estirar el brazo.',
        'Deja que la escápula se deslice hacia delante alrededor de las costillas al final.',
        'Baja la barra de forma controlada hasta el hombro y termina todas las repeticiones antes de cambiar de brazo.',
      ],
      tips: [
        'La trayectoria inclinada suele resultar cómoda a quienes notan dolor con el press estricto por encima de la cabeza.',
        'Coloca atrás la pierna del mismo lado que el brazo que empuja para tener mejor equilibrio.',
        'Mantén el tronco mirando al frente en lugar de girarlo para terminar el empuje.',
      ],
      commonMistakes: [
        'Girar el tronco para subir la barra.',
        'Echarse hacia atrás sobre la pierna retrasada.',
        'Abrir mucho el codo en la parte baja.',
      ],
    },
  },
  PIKE_PUSH_UP: {
    name: 'Flexiones en pica',
    aliases: ['Flexiones pike', 'Pike push-up'],
    instructions: {
      steps: [
        'Empieza en posición de flexión y acerca los pies a las manos para que la cadera suba y forme una V invertida.',
        'Mantén las manos a la anchura de los hombros y las piernas todo lo estiradas que puedas con comodidad.',
        'Flexiona los codos para bajar la coronilla hacia un punto justo por delante de las manos.',
        'Para cuando la cabeza esté cerca del suelo.',
        'Vuelve a empujar hasta estirar los brazos manteniendo la cadera alta.',
      ],
      tips: [
        'Cuanto más vertical esté el tronco, más difícil es; apoya los pies en un cajón para progresar.',
        'La cabeza y las manos deben formar un triángulo en la parte baja.',
        'Es un buen paso previo a las flexiones en pino.',
      ],
      commonMistakes: [
        'Dejar caer la cadera, de modo que se convierte en una flexión normal.',
        'Bajar la cabeza en vertical entre las manos en lugar de un poco por delante.',
        'Abrir mucho los codos.',
      ],
    },
  },
  BAND_OVERHEAD_PRESS: {
    name: 'Press de hombros con banda elástica',
    aliases: ['Press de hombros con goma', 'Press militar con goma'],
    instructions: {
      steps: [
        'Pisa la parte central de una banda elástica larga con los pies a la anchura de la cadera.',
        'Sube el otro extremo de la banda hasta los hombros, sujetándolo con las palmas hacia delante.',
        'Aprieta el abdomen y empuja las manos en vertical por encima de la cabeza hasta estirar los brazos.',
        'Baja las manos despacio hasta la altura de los hombros resistiendo la tensión de la banda.',
      ],
      tips: [
        'Separa más los pies sobre la banda para aumentar la tensión.',
        'Mantén las costillas abajo y no te eches hacia atrás al final, que es donde más tira la banda.',
        'Es una buena opción para cuando viajas o para calentar antes de los press más pesados.',
      ],
      commonMistakes: [
        'Dejar que la banda tire de las muñecas hacia atrás y se doblen.',
        'Pisar la banda cerca del borde, donde se puede escapar.',
        'Arquear la zona lumbar para terminar el empuje.',
      ],
    },
  },
  DUMBBELL_LATERAL_RAISE: {
    name: 'Elevaciones laterales con mancuernas',
    aliases: ['Elevaciones laterales', 'Laterales con mancuernas'],
  },
  CABLE_LATERAL_RAISE: {
    name: 'Elevaciones laterales en polea',
    aliases: ['Elevación lateral en polea a una mano', 'Laterales en polea'],
    instructions: {
      steps: [
        'Pon una polea en la posición más baja y engancha un agarre.',
        'Colócate de lado a la máquina y coge el agarre con la mano más alejada, con el cable pasando por delante del cuerpo.',
        'Sujétate a la estructura con la mano libre para mantener el equilibrio e inclínate ligeramente hacia fuera.',
        'Sube el brazo hacia el lado con el codo ligeramente flexionado hasta que quede más o menos a la altura del hombro.',
        'Baja despacio hasta que la mano vuelva delante de la cadera y termina la serie antes de cambiar de lado.',
      ],
      tips: [
        'El cable mantiene la tensión en el deltoides lateral incluso abajo, donde con mancuernas se pierde.',
        'Hay quien se sujeta el cable a la muñeca con una correa para que el agarre no intervenga.',
        'Prueba a pasar el cable por detrás de la espalda para notar el ejercicio de forma algo distinta.',
      ],
      commonMistakes: [
        'Inclinar o girar el tronco para mover el agarre.',
        'Doblar cada vez más el codo hasta que se convierte en un remo.',
        'Usar un peso que obliga a encoger los hombros al final.',
      ],
    },
  },
  MACHINE_LATERAL_RAISE: {
    name: 'Elevaciones laterales en máquina',
    aliases: ['Máquina de elevaciones laterales'],
    instructions: {
      steps: [
        'Ajusta el asiento para que los hombros queden alineados con los ejes de giro de los brazos de la máquina.',
        'Siéntate con el pecho contra el respaldo o con la espalda recta, y apoya los brazos en las almohadillas o los agarres.',
        'Sube los brazos hacia los lados hasta que los codos lleguen más o menos a la altura de los hombros.',
        'Haz una pausa de un segundo arriba.',
        'Baja despacio hasta que las placas casi toquen y repite.',
      ],
      tips: [
        'Empuja con los codos contra las almohadillas en lugar de apretar con fuerza los agarres.',
        'Mantén los hombros abajo en todo momento.',
        'Va muy bien para series de muchas repeticiones y series descendentes.',
      ],
      commonMistakes: [
        'Sentarse demasiado alto o bajo, de modo que los hombros no quedan alineados con el eje.',
        'Rebotar el peso desde abajo.',
        'Encoger los hombros al final de cada repetición.',
      ],
    },
  },
  BAND_LATERAL_RAISE: {
    name: 'Elevaciones laterales con banda elástica',
    aliases: ['Elevaciones laterales con goma', 'Elevaciones laterales con banda'],
    instructions: {
      steps: [
        'Pisa la parte central de una banda con los pies a la anchura de la cadera y coge un extremo con cada mano.',
        'Empieza con las manos a los lados y los codos ligeramente flexionados.',
        'Sube los brazos hacia los lados hasta que queden más o menos a la altura de los hombros.',
        'Bájalos despacio, resistiendo la tensión de la banda durante la bajada.',
      ],
      tips: [
        'Separa más los pies o usa una banda más gruesa para hacerlo más difícil.',
        'Cruza la banda por delante de las espinillas para que la resistencia sea más uniforme.',
        'Es un calentamiento de hombros sencillo antes de los press.',
      ],
      commonMistakes: [
        'Dejar que la banda baje los brazos de golpe.',
        'Encoger los hombros a medida que la banda se tensa.',
        'Balancearse de un lado a otro para terminar las repeticiones.',
      ],
    },
  },
  DUMBBELL_FRONT_RAISE: {
    name: 'Elevaciones frontales con mancuernas',
    aliases: ['Elevaciones frontales', 'Frontales con mancuernas'],
    instructions: {
      steps: [
        'Ponte de pie, erguido, con una mancuerna en cada mano apoyada delante de los muslos y las palmas mirando hacia ti.',
        'Aprieta el abdomen y mantén los codos ligeramente flexionados.',
        'Sube una o las dos mancuernas en línea recta por delante de ti hasta que los brazos lleguen a la altura de los hombros.',
        'Haz una breve pausa y baja las mancuernas despacio hasta los muslos.',
      ],
      tips: [
        'Alterna los brazos si te cuesta mantenerte quieto subiendo los dos a la vez.',
        'Un agarre neutro, con los pulgares hacia arriba, puede resultar más cómodo para los hombros.',
        'El deltoides anterior ya trabaja mucho en los press, así que unas pocas series suelen bastar.',
      ],
      commonMistakes: [
        'Adelantar la cadera para subir el peso con impulso.',
        'Subir las mancuernas muy por encima de la altura de los ojos.',
        'Dejar caer las mancuernas deprisa en lugar de bajarlas.',
      ],
    },
  },
  PLATE_FRONT_RAISE: {
    name: 'Elevaciones frontales con disco',
    aliases: ['Elevación frontal con disco'],
    instructions: {
      steps: [
        'Ponte de pie con los pies a la anchura de la cadera y sujeta un disco por los lados, en las posiciones de las 3 y las 9 de un reloj.',
        'Deja el disco colgando delante de los muslos con los brazos casi estirados.',
        'Sube el disco por delante de ti hasta que llegue a la altura de los ojos.',
        'Bájalo despacio hasta los muslos.',
      ],
      tips: [
        'Aprieta bien el disco; el agarre añade algo de trabajo de antebrazo.',
        'Mantén el abdomen apretado para que la zona lumbar no se arquee.',
        'Elige un disco que puedas subir sin ningún balanceo.',
      ],
      commonMistakes: [
        'Echarse hacia atrás a medida que sube el disco.',
        'Doblar mucho los codos para acortar la palanca.',
        'Subir el disco por encima de la cabeza.',
      ],
    },
  },
  REVERSE_PEC_DECK: {
    name: 'Contractor inverso',
    aliases: ['Pec deck inverso', 'Aperturas inversas en máquina', 'Deltoides posterior en máquina'],
    instructions: {
      steps: [
        'Pon los agarres en la posición más retrasada y ajusta el asiento para que queden a la altura de los hombros.',
        'Siéntate de cara al respaldo con el pecho apoyado en él y coge los agarres con los brazos estirados.',
        'Lleva los brazos hacia fuera y hacia atrás describiendo un arco amplio hasta que queden en línea con el cuerpo.',
        'Mantén la posición final un momento.',
        'Devuelve los agarres despacio hacia delante sin que las placas lleguen a tocar.',
      ],
      tips: [
        'Sirven tanto el agarre neutro como con las palmas hacia abajo; elige con el que más notes el deltoides posterior.',
        'Mantén el pecho apoyado en el respaldo en todo momento.',
        'Mantén una flexión muy ligera de codos y no la cambies.',
      ],
      commonMistakes: [
        'Despegar el pecho del respaldo para ganar recorrido.',
        'Doblar los codos, de modo que el movimiento se convierte en un remo.',
        'Llevar los brazos demasiado atrás, por detrás del cuerpo.',
      ],
    },
  },
  CABLE_REAR_DELT_FLY: {
    name: 'Aperturas inversas en polea',
    aliases: ['Pájaros en polea', 'Cruce de poleas inverso'],
    instructions: {
      steps: [
        'Pon las dos poleas más o menos a la altura de los hombros, sin agarres o con agarres pequeños.',
        'Colócate en el centro y cruza los brazos, cogiendo el cable izquierdo con la mano derecha y el derecho con la izquierda.',
        'Da un paso atrás para que los cables queden tensos, con los brazos estirados delante del pecho.',
        'Lleva los brazos hacia fuera y hacia atrás describiendo un arco amplio hasta que las manos queden en línea con los hombros.',
        'Vuelve despacio por el mismo recorrido hasta que los brazos se crucen de nuevo.',
      ],
      tips: [
        'Coger directamente la bola del cable, sin agarre, suele dar una sensación más limpia.',
        'Mantén el tronco quieto y el pecho alto.',
        'Las series de 12-20 repeticiones le van muy bien a este músculo tan pequeño.',
      ],
      commonMistakes: [
        'Echarse hacia atrás para tirar de los cables con el peso del cuerpo.',
        'Dejar que las manos bajen hacia la cadera.',
        'Doblar mucho los codos durante el tirón.',
      ],
    },
  },
  BARBELL_UPRIGHT_ROW: {
    name: 'Remo al cuello con barra',
    aliases: ['Remo al cuello', 'Remo vertical con barra', 'Remo al mentón'],
    instructions: {
      steps: [
        'Ponte de pie, erguido, con la barra delante de los muslos y un agarre prono algo más abierto que los hombros.',
        'Aprieta el abdomen y deja los brazos colgando estirados.',
        'Sube la barra en vertical pegada al cuerpo, guiando el movimiento con los codos.',
        'Para cuando los codos lleguen más o menos a la altura de los hombros y la barra esté a la altura de la parte baja del pecho.',
        'Baja la barra despacio hasta los muslos.',
      ],
      tips: [
        'Un agarre más abierto carga más el deltoides lateral y suele ser más cómodo para los hombros.',
        'Mantén los codos más altos que las muñecas durante todo el tirón.',
        'Si notas un pinzamiento en la parte delantera del hombro, para más abajo o cambia a elevaciones con polea o mancuernas.',
      ],
      commonMistakes: [
        'Usar un agarre muy cerrado y subir la barra hasta la barbilla.',
        'Echarse hacia atrás y subir la barra con impulso de la cadera.',
        'Subir los codos muy por encima de la altura de los hombros.',
      ],
    },
  },
  CABLE_UPRIGHT_ROW: {
    name: 'Remo al cuello en polea',
    aliases: ['Remo al cuello con cuerda', 'Remo vertical en polea'],
    instructions: {
      steps: [
        'Engancha una barra recta o una cuerda a una polea baja y colócate cerca de la máquina.',
        'Coge el accesorio con un agarre prono a la anchura de los hombros, con los brazos colgando estirados.',
        'Tira del agarre hacia la parte baja del pecho, llevando los codos hacia arriba y hacia fuera.',
        'Para cuando los codos estén más o menos a la altura de los hombros.',
        'Baja el agarre despacio hasta volver a estirar los brazos.',
      ],
      tips: [
        'Con la cuerda, las manos pueden separarse arriba, algo que a mucha gente le resulta más cómodo.',
        'Colócate lo bastante cerca para que el cable quede casi vertical.',
        'Mantén el pecho alto y los hombros lejos de las orejas al empezar.',
      ],
      commonMistakes: [
        'Ponerse demasiado lejos de la polea, de modo que el cable tira de ti hacia delante.',
        'Encoger los hombros en lugar de subir con los codos.',
        'Subir el agarre por encima del pecho.',
      ],
    },
  },
  CABLE_EXTERNAL_ROTATION: {
    name: 'Rotación externa en polea',
    aliases: ['Rotación externa de hombro en polea'],
    instructions: {
      steps: [
        'Pon una polea más o menos a la altura del codo y engancha un agarre.',
        'Colócate de lado a la máquina y coge el agarre con la mano más alejada.',
        'Mantén el codo flexionado a 90 grados y pegado al costado; ayuda poner una toalla enrollada entre el codo y las costillas.',
        'Gira el antebrazo hacia fuera, alejándolo del abdomen, todo lo que puedas sin mover el codo.',
        'Vuelve despacio al inicio y termina la serie antes de cambiar de lado.',
      ],
      tips: [
        'Usa poco peso; los músculos del manguito rotador son pequeños.',
        'Mantén la muñeca recta y el movimiento lento.',
        'Va bien como parte del calentamiento antes de los press.',
      ],
      commonMistakes: [
        'Dejar que el codo se separe del cuerpo.',
        'Girar el tronco para mover el agarre.',
        'Usar tanto peso que otros músculos toman el relevo.',
      ],
    },
  },
  CABLE_INTERNAL_ROTATION: {
    name: 'Rotación interna en polea',
    aliases: ['Rotación interna de hombro en polea'],
    instructions: {
      steps: [
        'Pon una polea más o menos a la altura del codo y engancha un agarre.',
        'Colócate de lado a la máquina y coge el agarre con la mano más cercana.',
        'Mantén el codo flexionado a 90 grados y pegado al costado.',
        'Gira el antebrazo hacia dentro, por delante del abdomen, sin dejar que el codo se mueva.',
        'Vuelve despacio al inicio y termina la serie antes de cambiar de lado.',
      ],
      tips: [
        'Pon una toalla enrollada entre el codo y las costillas para mantener quieto el brazo.',
        'Muévete en un recorrido cómodo; nunca debe notarse un pinzamiento.',
        'Combínala con rotaciones externas para trabajar el hombro de forma equilibrada.',
      ],
      commonMistakes: [
        'Girar los hombros para llevar el agarre hacia dentro.',
        'Separar el codo del costado.',
        'Hacer las repeticiones deprisa y con mucho peso.',
      ],
    },
  },
  BAND_EXTERNAL_ROTATION: {
    name: 'Rotación externa con banda elástica',
    aliases: ['Rotación externa con goma', 'Rotación externa de hombro con banda'],
    instructions: {
      steps: [
        'Ancla una banda ligera a la altura del codo o sujétala entre las dos manos.',
        'Colócate de lado al anclaje y coge la banda con la mano más alejada.',
        'Flexiona el codo a 90 grados y mantenlo pegado al costado.',
        'Gira el antebrazo hacia fuera, alejándolo del cuerpo, hasta el final de tu recorrido cómodo.',
        'Vuelve despacio, repite y luego cambia de lado.',
      ],
      tips: [
        'Basta con una banda muy ligera; aquí lo que cuenta es el control, no la carga.',
        'Mantén el hombro abajo y el pecho mirando al frente.',
        'Una serie rápida de 15-20 por lado es un buen calentamiento antes de entrenar el tren superior.',
      ],
      commonMistakes: [
        'Dejar que el codo se separe del costado.',
        'Usar una banda tan fuerte que la muñeca se dobla hacia atrás.',
        'Alejarse del anclaje inclinando el cuerpo para conseguir la rotación.',
      ],
    },
  },
  SIDE_LYING_DUMBBELL_EXTERNAL_ROTATION: {
    name: 'Rotación externa tumbado de lado con mancuerna',
    aliases: ['Rotación externa tumbado', 'Rotación externa con mancuerna'],
    instructions: {
      steps: [
        'Túmbate de lado en una esterilla o un banco con una mancuerna ligera en la mano de arriba.',
        'Flexiona el codo de arriba a 90 grados y apóyalo en el costado, con la mancuerna delante del abdomen.',
        'Sin separar el codo del costado, gira el antebrazo hacia arriba hasta que apunte al techo o hasta donde te resulte cómodo.',
        'Baja la mancuerna despacio a la posición inicial.',
        'Termina la serie, date la vuelta y trabaja el otro brazo.',
      ],
      tips: [
        'Pon una toalla doblada bajo el codo que trabaja para conseguir un ángulo algo mejor.',
        'Empieza con solo 1-3 kg.',
        'Muévete despacio y haz una breve pausa arriba en cada repetición.',
      ],
      commonMistakes: [
        'Rodar el cuerpo hacia atrás para subir más el peso.',
        'Separar el codo del costado.',
        'Elegir una mancuerna demasiado pesada.',
      ],
    },
  },
  TRICEPS_PUSHDOWN: {
    name: 'Extensión de tríceps en polea alta',
    aliases: ['Tríceps en polea', 'Jalón de tríceps', 'Pushdown de tríceps'],
  },
  ROPE_TRICEPS_PUSHDOWN: {
    name: 'Extensión de tríceps con cuerda',
    aliases: ['Tríceps con cuerda', 'Jalón de tríceps con cuerda'],
    instructions: {
      steps: [
        'Engancha una cuerda a una polea alta y coge un extremo con cada mano, con los pulgares hacia la polea.',
        'Colócate cerca, con los codos pegados al costado y los antebrazos más o menos paralelos al suelo.',
        'Empuja la cuerda hacia abajo hasta estirar los brazos.',
        'Abajo, separa los extremos de la cuerda para que las manos terminen a los lados de los muslos.',
        'Deja que la cuerda suba despacio hasta el inicio, manteniendo los codos quietos.',
      ],
      tips: [
        'Separar la cuerda abajo consigue una contracción más intensa del tríceps.',
        'Usa algo menos de peso que con la barra.',
        'Mantén los hombros abajo y el pecho alto.',
      ],
      commonMistakes: [
        'Abrir los codos hacia los lados al bajar la cuerda.',
        'Inclinarse hacia delante desde la cadera para mover más peso.',
        'Dejar que las manos suban hasta la cara entre repeticiones.',
      ],
    },
  },
  BAND_TRICEPS_PUSHDOWN: {
    name: 'Extensión de tríceps con banda elástica',
    aliases: ['Tríceps con goma', 'Jalón de tríceps con banda'],
    instructions: {
      steps: [
        'Pasa una banda por una barra de dominadas, un anclaje de puerta u otro punto alto y firme.',
        'Sujeta los dos extremos de la banda a la altura del pecho con los codos pegados al costado.',
        'Empuja las manos hacia abajo hasta estirar los brazos por completo.',
        'Deja que las manos suban despacio hasta la altura del pecho resistiendo la tensión de la banda.',
      ],
      tips: [
        'Aléjate del anclaje para añadir tensión.',
        'Aprieta fuerte abajo, que es donde la banda está más tensa.',
        'Es una buena forma de sumar volumen de brazos en casa.',
      ],
      commonMistakes: [
        'Anclar la banda a algo que pueda soltarse o romperse.',
        'Dejar que los codos se muevan hacia delante y hacia atrás.',
        'Dejar que la banda tire de las manos hacia arriba demasiado deprisa.',
      ],
    },
  },
  EZ_BAR_SKULL_CRUSHER: {
    name: 'Press francés con barra Z',
    aliases: ['Press francés', 'Rompecráneos', 'Extensión de tríceps tumbado con barra Z'],
    instructions: {
      steps: [
        'Túmbate en un banco plano sujetando una barra Z por la parte angulada, con los brazos estirados sobre el pecho.',
        'Inclina ligeramente los brazos hacia atrás para que la barra quede sobre la frente y no sobre el pecho.',
        'Flexiona solo los codos para bajar la barra hacia la parte alta de la cabeza.',
        'Para cuando los antebrazos pasen un poco de la paralela al suelo, o la barra quede justo por detrás de la cabeza.',
        'Estira los codos para subir la barra de nuevo al inicio.',
      ],
      tips: [
        'Mantén los codos apuntando al techo, sin abrirlos.',
        'Bajar la barra un poco por detrás de la cabeza estira más la cabeza larga del tríceps.',
        'Pide a un compañero que te pase la barra si pesa mucho.',
      ],
      commonMistakes: [
        'Dejar que los codos se abran mucho.',
        'Mover los brazos, de modo que el ejercicio se convierte en un pullover con press.',
        'Bajar la barra deprisa hacia la cara.',
      ],
    },
  },
  DUMBBELL_SKULL_CRUSHER: {
    name: 'Press francés con mancuernas',
    aliases: ['Extensión de tríceps tumbado con mancuernas', 'Rompecráneos con mancuernas'],
    instructions: {
      steps: [
        'Túmbate en un banco plano con una mancuerna en cada mano, los brazos estirados sobre los hombros y las palmas enfrentadas.',
        'Mantén los brazos quietos y flexiona los codos para bajar las mancuernas a los lados de la cabeza.',
        'Baja hasta notar un buen estiramiento en la parte de atrás de los brazos.',
        'Estira los codos para llevar de nuevo las mancuernas sobre los hombros.',
      ],
      tips: [
        'El agarre neutro suele ser más amable con los codos que una barra recta.',
        'Evita que las mancuernas se toquen arriba para mantener la tensión.',
        'Controla la bajada para que las mancuernas no te den en la cabeza ni en el banco.',
      ],
      commonMistakes: [
        'Dejar que los codos se vayan hacia los lados.',
        'Dejarse caer hasta abajo sin control.',
        'Balancear los brazos para ayudar a subir el peso.',
      ],
    },
  },
  OVERHEAD_DUMBBELL_TRICEPS_EXTENSION: {
    name: 'Extensión de tríceps por encima de la cabeza con mancuerna',
    aliases: ['Tríceps en copa', 'Extensión de tríceps tras nuca con mancuerna'],
    instructions: {
      steps: [
        'Siéntate en un banco con el respaldo vertical o ponte de pie, erguido, sujetando una mancuerna con las dos manos por debajo del disco superior.',
        'Sube la mancuerna por encima de la cabeza hasta estirar los brazos, con los bíceps cerca de las orejas.',
        'Flexiona los codos para bajar la mancuerna por detrás de la cabeza hasta notar un estiramiento profundo.',
        'Estira los brazos para volver a subir la mancuerna por encima de la cabeza.',
      ],
      tips: [
        'Mantén los codos apuntando hacia delante y bastante juntos.',
        'Aprieta el abdomen para que la zona lumbar no se arquee.',
        'La posición de estiramiento por encima de la cabeza lo convierte en uno de los mejores ejercicios para la cabeza larga.',
      ],
      commonMistakes: [
        'Dejar que los codos se separen mucho.',
        'Arquear la zona lumbar para subir el peso.',
        'Recortar el recorrido en lugar de llegar al estiramiento completo.',
      ],
    },
  },
  OVERHEAD_CABLE_TRICEPS_EXTENSION: {
    name: 'Extensión de tríceps por encima de la cabeza en polea',
    aliases: ['Extensión de tríceps tras nuca en polea', 'Extensión tras nuca con cuerda'],
    instructions: {
      steps: [
        'Engancha una cuerda a una polea colocada a la altura del pecho o más abajo y coge un extremo con cada mano.',
        'Date la vuelta, de espaldas a la máquina, y da un paso al frente en posición de zancada, llevando la cuerda por detrás de la cabeza.',
        'Inclínate ligeramente hacia delante con los codos flexionados y apuntando al frente, y los brazos junto a las orejas.',
        'Estira los brazos para empujar la cuerda hacia delante y arriba hasta bloquear los codos.',
        'Deja que las manos vuelvan despacio por detrás de la cabeza para estirar por completo.',
      ],
      tips: [
        'Mantén los brazos fijos; solo se mueven los antebrazos.',
        'Con un pie adelantado te mantienes estable aunque el cable tire hacia atrás.',
        'Separa un poco la cuerda al bloquear para apretar más.',
      ],
      commonMistakes: [
        'Mover los codos hacia delante y abajo, lo que lo convierte en un pullover.',
        'Arquear la espalda en lugar de apretar el abdomen.',
        'Hacer deprisa la fase de estiramiento, en la parte de atrás del movimiento.',
      ],
    },
  },
  CLOSE_GRIP_BENCH_PRESS: {
    name: 'Press de banca con agarre cerrado',
    aliases: ['Press banca agarre cerrado', 'Press cerrado'],
    instructions: {
      steps: [
        'Túmbate en un banco plano con los ojos debajo de la barra y agárrala con las manos a la anchura de los hombros.',
        'Lleva las escápulas hacia atrás y saca la barra de los soportes hasta colocarla sobre los hombros.',
        'Baja la barra a la parte baja del pecho con los codos pegados al costado.',
        'Toca suavemente y vuelve a empujar la barra hasta bloquear los brazos.',
        'Deja la barra en los soportes al terminar la serie.',
      ],
      tips: [
        'Con la anchura de los hombros es suficiente; un agarre muy cerrado castiga las muñecas.',
        'Mantén los antebrazos verticales vistos de perfil.',
        'Cuenta con usar algo menos de peso que en tu press de banca habitual.',
      ],
      commonMistakes: [
        'Poner las manos casi juntas y doblar las muñecas.',
        'Abrir los codos, lo que devuelve el trabajo al pecho.',
        'Rebotar la barra en el pecho.',
      ],
    },
  },
  DUMBBELL_TRICEPS_KICKBACK: {
    name: 'Patada de tríceps con mancuerna',
    aliases: ['Patada de tríceps', 'Kickback de tríceps'],
    instructions: {
      steps: [
        'Apoya una rodilla y la mano del mismo lado en un banco, con una mancuerna en la otra mano.',
        'Sube el brazo que trabaja hasta que quede paralelo al suelo y pegado al costado.',
        'Empieza con el codo flexionado a unos 90 grados y la mancuerna colgando por debajo.',
        'Estira el codo para llevar la mancuerna hacia atrás hasta que todo el brazo quede en línea con el cuerpo.',
        'Aprieta un segundo y vuelve a flexionar el codo despacio hasta 90 grados.',
      ],
      tips: [
        'Mantén el brazo quieto y a la altura del tronco en todo momento.',
        'Usa una mancuerna ligera; arriba la palanca es larga.',
        'También puedes trabajar los dos brazos a la vez con el tronco inclinado hacia delante.',
      ],
      commonMistakes: [
        'Dejar caer el brazo, de modo que el codo apunta al suelo.',
        'Llevar la mancuerna hacia atrás con impulso.',
        'No estirar del todo el codo arriba.',
      ],
    },
  },
  BENCH_DIP: {
    name: 'Fondos en banco',
    aliases: ['Fondos de tríceps en banco', 'Fondos en silla'],
    instructions: {
      steps: [
        'Siéntate en el borde de un banco y apoya las manos junto a la cadera, con los dedos hacia delante.',
        'Saca la cadera del banco y adelanta los pies, con las rodillas flexionadas para empezar.',
        'Flexiona los codos hacia atrás para bajar la cadera hacia el suelo.',
        'Para cuando los brazos queden más o menos paralelos al suelo.',
        'Empuja con las palmas para estirar los brazos y volver a subir.',
      ],
      tips: [
        'Mantén la espalda cerca del banco al bajar.',
        'Estira las piernas o apoya los pies en otro banco para hacerlo más difícil.',
        'Para más arriba si notas tensión en la parte delantera de los hombros.',
      ],
      commonMistakes: [
        'Bajar tanto que los hombros se van hacia delante.',
        'Dejar que los codos se abran hacia los lados.',
        'Subir empujando con las piernas en lugar de con los brazos.',
      ],
    },
  },
  DIAMOND_PUSH_UP: {
    name: 'Flexiones diamante',
    aliases: ['Flexiones en diamante', 'Flexiones cerradas', 'Flexiones de tríceps'],
    instructions: {
      steps: [
        'Empieza en posición de flexión y junta las manos debajo del pecho.',
        'Junta los pulgares y los índices para formar un diamante.',
        'Mantén el cuerpo recto de la cabeza a los talones.',
        'Baja el pecho hacia las manos, dejando que los codos vayan hacia atrás pegados al cuerpo.',
        'Vuelve a empujar hasta estirar los brazos.',
      ],
      tips: [
        'Coloca el diamante debajo de la parte baja del pecho y no debajo de la cara.',
        'Apoya las rodillas si no puedes hacer repeticiones limpias sobre las puntas de los pies.',
        'Si te molestan las muñecas, separa un poco las manos.',
      ],
      commonMistakes: [
        'Abrir mucho los codos.',
        'Dejar que la cadera se hunda o suba en pico.',
        'Hacer repeticiones cortas que nunca se acercan a las manos.',
      ],
    },
  },
  MACHINE_TRICEPS_EXTENSION: {
    name: 'Extensión de tríceps en máquina',
    aliases: ['Máquina de extensión de tríceps'],
    instructions: {
      steps: [
        'Ajusta el asiento para que los codos queden alineados con el eje de giro de la máquina.',
        'Siéntate, apoya la parte de atrás de los brazos en la almohadilla y coge los agarres.',
        'Estira los codos para empujar los agarres hacia abajo o hacia delante hasta extender los brazos por completo.',
        'Aprieta los tríceps al final del movimiento.',
        'Deja que los agarres vuelvan despacio hasta que los codos estén flexionados del todo.',
      ],
      tips: [
        'Mantén los brazos presionados contra la almohadilla.',
        'Alinear el codo con el eje hace que la resistencia sea uniforme durante toda la repetición.',
        'Las máquinas son una forma segura de llevar las series cerca del fallo.',
      ],
      commonMistakes: [
        'Levantar los codos de la almohadilla para ayudarte con los hombros.',
        'Dejar que las placas choquen entre repeticiones.',
        'Colocar el asiento de forma que los codos queden muy lejos del eje.',
      ],
    },
  },
  MACHINE_SEATED_DIP: {
    name: 'Fondos en máquina',
    aliases: ['Fondos sentado en máquina', 'Máquina de fondos'],
    instructions: {
      steps: [
        'Ajusta el asiento para que, sentado, los agarres queden justo por debajo de la altura del pecho.',
        'Siéntate con la espalda apoyada en el respaldo y coge los agarres con los codos apuntando hacia atrás.',
        'Empuja los agarres hacia abajo hasta estirar los brazos.',
        'Deja que los agarres suban despacio hasta que los codos queden flexionados a unos 90 grados.',
        'Repite sin dejar que las placas descansen.',
      ],
      tips: [
        'Mantén los hombros abajo y el pecho alto en todo momento.',
        'Siéntate erguido para que el trabajo se centre en los tríceps.',
        'Es un buen sustituto mientras llegas a hacer fondos con tu peso corporal.',
      ],
      commonMistakes: [
        'Dejar que los hombros se encojan cuando suben los agarres.',
        'Inclinarse hacia delante y usar el peso del cuerpo para mover los agarres.',
        'Hacer solo los últimos centímetros del recorrido.',
      ],
    },
  },
  BARBELL_CURL: {
    name: 'Curl de bíceps con barra',
    aliases: ['Curl con barra', 'Curl de bíceps', 'Curl de bíceps de pie con barra'],
  },
  EZ_BAR_CURL: {
    name: 'Curl con barra Z',
    aliases: ['Curl de bíceps con barra Z', 'Curl Z'],
    instructions: {
      steps: [
        'Coge una barra Z por los agarres angulados interiores o exteriores, con las palmas hacia arriba y ligeramente hacia dentro.',
        'Ponte de pie, erguido, con los brazos estirados y los codos pegados al costado.',
        'Sube la barra hacia la parte alta del pecho manteniendo los brazos quietos.',
        'Aprieta arriba un momento.',
        'Baja la barra de forma controlada hasta estirar del todo los brazos.',
      ],
      tips: [
        'El agarre angulado carga menos las muñecas y los codos que una barra recta.',
        'El agarre interior, más cerrado, suele incidir algo más en la cabeza larga; el más abierto, en la cabeza corta.',
        'Haz las repeticiones fluidas, no rápidas.',
      ],
      commonMistakes: [
        'Balancear la barra con la cadera.',
        'Flexionar las muñecas arriba en lugar de mantenerlas neutras.',
        'Hacer medias repeticiones sin llegar nunca a estirar los brazos.',
      ],
    },
  },
  TEMPO_EZ_BAR_CURL: {
    name: 'Curl con barra Z con tempo',
    aliases: ['Curl con tempo', 'Curl con excéntrica lenta'],
    instructions: {
      steps: [
        'Elige el tempo antes de empezar, por ejemplo dos segundos de subida, un segundo apretando y cuatro segundos de bajada.',
        'Ponte de pie, erguido, sujetando la barra Z por los agarres angulados, con los brazos estirados y los codos pegados al costado.',
        'Sube la barra a la velocidad prevista sin ningún balanceo.',
        'Mantén la posición de arriba durante la pausa prevista apretando los bíceps.',
        'Baja la barra despacio durante todo el tiempo previsto hasta estirar los brazos y empieza la siguiente repetición.',
      ],
      tips: [
        'Quita más o menos una cuarta parte del peso que usas en un curl normal.',
        'Cuenta a un ritmo constante mentalmente en lugar de calcular los segundos a ojo.',
        'La bajada lenta mantiene los bíceps en tensión más tiempo con cargas más ligeras.',
      ],
      commonMistakes: [
        'Acelerar la bajada a medida que aparece la fatiga.',
        'Dar un tirón en los primeros centímetros de cada repetición para arrancar la barra.',
        'Descansar abajo con los brazos flexionados en lugar de estirarlos del todo.',
      ],
    },
  },
  DUMBBELL_CURL: {
    name: 'Curl de bíceps con mancuernas',
    aliases: ['Curl con mancuernas', 'Curl alterno con mancuernas'],
    instructions: {
      steps: [
        'Ponte de pie, erguido, con una mancuerna en cada mano, los brazos colgando a los lados y las palmas hacia delante.',
        'Mantén los codos cerca del cuerpo.',
        'Sube una o las dos mancuernas hacia los hombros, manteniendo las palmas hacia arriba.',
        'Aprieta arriba y baja las mancuernas despacio hasta estirar los brazos.',
        'Si alternas, termina por completo una repetición antes de empezar con el otro brazo.',
      ],
      tips: [
        'Empieza con las palmas mirando a los muslos y gíralas hacia arriba al subir para que el bíceps trabaje más.',
        'Mantén los hombros quietos; no deben irse hacia delante arriba.',
        'Siéntate en un banco si ves que te balanceas.',
      ],
      commonMistakes: [
        'Balancear las mancuernas con la cadera y la zona lumbar.',
        'Bajar demasiado deprisa.',
        'Dejar que los codos se adelanten mucho respecto al cuerpo.',
      ],
    },
  },
  HAMMER_CURL: {
    name: 'Curl martillo con mancuernas',
    aliases: ['Curl martillo', 'Curl de agarre neutro'],
  },
  CROSS_BODY_HAMMER_CURL: {
    name: 'Curl martillo cruzado',
    aliases: ['Curl cruzado', 'Curl martillo por delante del cuerpo'],
    instructions: {
      steps: [
        'Ponte de pie con una mancuerna en cada mano a los lados y las palmas mirando a los muslos.',
        'Sube una mancuerna cruzándola por delante del cuerpo hacia el hombro contrario, con el pulgar hacia arriba.',
        'Para cuando la mancuerna esté cerca del pecho y aprieta un momento.',
        'Bájala despacio de nuevo al costado.',
        'Repite con el otro brazo y sigue alternando.',
      ],
      tips: [
        'Mantén el brazo cerca del cuerpo mientras el antebrazo cruza por delante.',
        'Mantente erguido y con los hombros nivelados.',
        'Es una buena variante si el curl martillo normal te molesta en las muñecas.',
      ],
      commonMistakes: [
        'Girar el tronco para llevar el peso al otro lado con impulso.',
        'Girar la palma hacia arriba al final.',
        'Encoger el hombro que trabaja hacia la oreja.',
      ],
    },
  },
  EZ_BAR_PREACHER_CURL: {
    name: 'Curl predicador con barra Z',
    aliases: ['Curl predicador', 'Curl Scott', 'Curl en banco Scott'],
    instructions: {
      steps: [
        'Ajusta el asiento para que las axilas queden bien encajadas en la parte de arriba del banco Scott.',
        'Apoya la parte de atrás de los brazos en el respaldo y coge la barra Z con agarre supino.',
        'Empieza con los brazos casi estirados y la barra cerca de la parte baja del respaldo.',
        'Sube la barra hasta que los antebrazos queden casi verticales.',
        'Bájala despacio hasta que los codos estén casi estirados del todo.',
      ],
      tips: [
        'Mantén los brazos y el pecho apoyados contra el respaldo.',
        'Baja despacio; la posición de abajo es la que más estira los bíceps.',
        'Para justo antes de bloquear del todo si notas tensión en los codos.',
      ],
      commonMistakes: [
        'Dejar caer la barra rápidamente hasta abajo.',
        'Levantar los codos del respaldo para terminar las repeticiones.',
        'Sentarse tan bajo que los hombros quedan encorvados sobre el respaldo.',
      ],
    },
  },
  INCLINE_DUMBBELL_CURL: {
    name: 'Curl inclinado con mancuernas',
    aliases: ['Curl en banco inclinado', 'Curl inclinado'],
    instructions: {
      steps: [
        'Pon un banco a unos 45-60 grados y siéntate apoyando la espalda, con una mancuerna en cada mano.',
        'Deja que los brazos cuelguen rectos por detrás del tronco, con las palmas hacia delante.',
        'Sube las mancuernas manteniendo los brazos apuntando al suelo.',
        'Aprieta arriba sin dejar que los codos se adelanten.',
        'Baja despacio hasta estirar del todo los brazos y notar el estiramiento.',
      ],
      tips: [
        'La posición inicial en estiramiento incide en la cabeza larga del bíceps.',
        'Mantén la cabeza y los hombros apoyados en el banco.',
        'Usa mancuernas más ligeras que en el curl de pie.',
      ],
      commonMistakes: [
        'Adelantar los codos para que ayude el deltoides anterior.',
        'Despegar los hombros del banco.',
        'Saltarse el estiramiento de abajo.',
      ],
    },
  },
  CONCENTRATION_CURL: {
    name: 'Curl concentrado',
    aliases: ['Curl concentrado con mancuerna', 'Curl de concentración'],
    instructions: {
      steps: [
        'Siéntate en el extremo de un banco con los pies separados y una mancuerna en una mano.',
        'Inclínate hacia delante y apoya la parte de atrás del brazo que trabaja en la cara interna del muslo del mismo lado.',
        'Deja colgar la mancuerna con el brazo estirado y la palma mirando hacia fuera de la pierna.',
        'Sube la mancuerna hacia el hombro manteniendo el brazo apoyado en el muslo.',
        'Aprieta fuerte arriba, baja despacio y termina la serie antes de cambiar de brazo.',
      ],
      tips: [
        'Gira ligeramente el meñique hacia arriba al final para contraer más.',
        'Apoya la mano libre en la otra rodilla para sujetarte.',
        'Céntrate en sentir el músculo más que en el peso.',
      ],
      commonMistakes: [
        'Levantar el tronco para ayudar a subir la mancuerna.',
        'Separar el codo del muslo.',
        'Quedarse a mitad de la bajada.',
      ],
    },
  },
  CABLE_CURL: {
    name: 'Curl de bíceps en polea',
    aliases: ['Curl en polea', 'Curl en polea baja con barra'],
    instructions: {
      steps: [
        'Engancha una barra recta o Z a una polea baja y cógela con agarre supino a la anchura de los hombros.',
        'Colócate cerca de la máquina con los brazos estirados y los codos pegados al costado.',
        'Sube la barra hacia el pecho manteniendo los codos quietos.',
        'Aprieta arriba un momento.',
        'Baja la barra despacio hasta estirar los brazos.',
      ],
      tips: [
        'El cable mantiene la tensión constante, también abajo, donde con peso libre se pierde.',
        'Usa una cuerda para hacer un agarre neutro que trabaja también el braquial.',
        'Mantente erguido en lugar de echarte hacia atrás contra la tensión del cable.',
      ],
      commonMistakes: [
        'Ponerse demasiado lejos de la máquina, de modo que el cable tira de ti hacia delante.',
        'Dejar que los codos se adelanten arriba.',
        'Echarse hacia atrás para mover más peso.',
      ],
    },
  },
  BAYESIAN_CABLE_CURL: {
    name: 'Curl bayesiano en polea',
    aliases: ['Curl bayesiano', 'Curl en polea por detrás del cuerpo'],
    instructions: {
      steps: [
        'Pon una polea en la posición más baja y engancha un agarre individual.',
        'Coge el agarre, date la vuelta de espaldas a la máquina y da un paso al frente hasta que el brazo quede ligeramente por detrás del cuerpo.',
        'Colócate con un pie adelantado, la palma hacia delante y el brazo estirado.',
        'Sube el agarre hacia delante y arriba, hacia el hombro, sin dejar que el codo se adelante mucho.',
        'Baja despacio hasta la posición de estiramiento por detrás de ti y cambia de brazo al terminar la serie.',
      ],
      tips: [
        'Empezar con el brazo por detrás del cuerpo estira mucho el bíceps en la parte baja.',
        'Mantén el pecho alto y el hombro atrás en lugar de dejar que se vaya hacia delante.',
        'Funciona mejor con pesos ligeros o moderados y repeticiones fluidas.',
      ],
      commonMistakes: [
        'Ponerse tan cerca de la polea que no hay estiramiento.',
        'Dejar que el cable tire del hombro hacia delante en la parte baja.',
        'Balancear el tronco para empezar cada repetición.',
      ],
    },
  },
  SPIDER_CURL: {
    name: 'Curl araña',
    aliases: ['Spider curl', 'Curl inclinado boca abajo'],
    instructions: {
      steps: [
        'Pon un banco a unos 45 grados y túmbate boca abajo con el pecho apoyado en el respaldo.',
        'Deja que los brazos cuelguen rectos por delante del banco, con una mancuerna en cada mano y las palmas hacia delante.',
        'Sube las mancuernas hacia los hombros manteniendo los brazos verticales.',
        'Aprieta fuerte arriba.',
        'Baja despacio hasta volver a estirar los brazos.',
      ],
      tips: [
        'Con los brazos por delante del cuerpo, la parte más dura de la repetición es arriba, donde los bíceps están del todo acortados.',
        'Mantén el pecho apoyado en el respaldo para no balancearte.',
        'Usa pesos más ligeros que en el curl de pie.',
      ],
      commonMistakes: [
        'Balancear los brazos hacia delante y hacia atrás.',
        'Despegar el pecho del banco para terminar las repeticiones.',
        'No bajar hasta estirar del todo los brazos.',
      ],
    },
  },
  MACHINE_BICEPS_CURL: {
    name: 'Curl de bíceps en máquina',
    aliases: ['Máquina de curl de bíceps', 'Curl predicador en máquina'],
    instructions: {
      steps: [
        'Ajusta el asiento para que los codos queden alineados con el eje de giro de la máquina.',
        'Siéntate, apoya los brazos en la almohadilla y coge los agarres con las palmas hacia arriba.',
        'Sube los agarres hacia los hombros hasta contraer del todo los bíceps.',
        'Haz una breve pausa arriba.',
        'Baja los agarres despacio hasta que los brazos estén casi estirados.',
      ],
      tips: [
        'Mantén la parte de atrás de los brazos presionada contra la almohadilla en todo momento.',
        'Con las máquinas, las series descendentes son rápidas y seguras.',
        'Haz las repeticiones lentas y controladas, sobre todo al bajar.',
      ],
      commonMistakes: [
        'Colocar el asiento de forma que los codos no quedan alineados con el eje.',
        'Levantar la cadera o echarse hacia atrás para terminar las repeticiones.',
        'Dejar que las placas caigan de golpe entre repeticiones.',
      ],
    },
  },
  BAND_BICEPS_CURL: {
    name: 'Curl de bíceps con banda elástica',
    aliases: ['Curl con goma', 'Curl con banda'],
    instructions: {
      steps: [
        'Pisa la parte central de una banda con los pies a la anchura de la cadera.',
        'Coge un extremo con cada mano, con los brazos estirados y las palmas hacia delante.',
        'Sube las manos hacia los hombros manteniendo los codos pegados al costado.',
        'Aprieta arriba y baja despacio resistiendo la tensión de la banda.',
      ],
      tips: [
        'Separa más los pies o coge la banda más corta para añadir resistencia.',
        'Ve más despacio arriba, que es donde la banda está más tensa.',
        'Útil para series finales de muchas repeticiones o para entrenar de viaje.',
      ],
      commonMistakes: [
        'Dejar que la banda baje las manos deprisa.',
        'Echarse hacia atrás a medida que la banda se estira.',
        'Pisar la banda cerca del extremo, donde se puede escapar.',
      ],
    },
  },
  BARBELL_WRIST_CURL: {
    name: 'Curl de muñeca con barra',
    aliases: ['Curl de muñeca', 'Flexión de muñeca con barra'],
    instructions: {
      steps: [
        'Siéntate en el extremo de un banco y coge una barra con agarre supino a la anchura de los hombros.',
        'Apoya los antebrazos en los muslos o en el banco de forma que las muñecas queden justo fuera del borde.',
        'Deja que la barra ruede hacia las yemas de los dedos sin soltarla.',
        'Vuelve a enrollar la barra hacia la palma y súbela flexionando las muñecas hacia arriba todo lo que puedas.',
        'Baja despacio y repite.',
      ],
      tips: [
        'Mantén los antebrazos apoyados; solo se mueven las muñecas y los dedos.',
        'Las series largas de 15-25 repeticiones les van bien a los músculos del antebrazo.',
        'Empieza con poco peso, porque es fácil sobrecargar las muñecas.',
      ],
      commonMistakes: [
        'Levantar los antebrazos del apoyo para subir la barra a tirones.',
        'Hacer un recorrido muy corto.',
        'Dejar que la barra se escape de los dedos abajo.',
      ],
    },
  },
  BARBELL_REVERSE_WRIST_CURL: {
    name: 'Curl de muñeca inverso con barra',
    aliases: ['Curl de muñeca inverso', 'Extensión de muñeca con barra'],
    instructions: {
      steps: [
        'Siéntate en el extremo de un banco y coge una barra ligera con agarre prono.',
        'Apoya los antebrazos en los muslos o en el banco con las muñecas justo fuera del borde.',
        'Deja caer las manos para que la barra baje por debajo de los antebrazos.',
        'Sube la barra extendiendo las muñecas hacia atrás todo lo que puedas con comodidad.',
        'Baja despacio y vuelve a empezar.',
      ],
      tips: [
        'Necesitarás mucho menos peso que en el curl de muñeca normal.',
        'Haz el movimiento lento y fluido.',
        'Ayuda a equilibrar el trabajo de antebrazo y puede favorecer la salud de los codos.',
      ],
      commonMistakes: [
        'Levantar los codos o los antebrazos para ayudar a subir la barra.',
        'Elegir un peso demasiado alto.',
        'Rebotar la barra abajo.',
      ],
    },
  },
  EZ_BAR_REVERSE_CURL: {
    name: 'Curl invertido con barra Z',
    aliases: ['Curl invertido', 'Curl inverso', 'Curl con agarre prono'],
    instructions: {
      steps: [
        'Coge una barra Z con agarre prono, las manos a la anchura de los hombros y los brazos colgando estirados.',
        'Pega los codos al costado y mantén las muñecas rectas.',
        'Sube la barra hacia los hombros con los nudillos apuntando hacia delante.',
        'Haz una pausa cerca de arriba.',
        'Baja la barra despacio hasta estirar los brazos.',
      ],
      tips: [
        'El ángulo de la barra Z es más cómodo para las muñecas que una barra recta.',
        'Cuenta con usar bastante menos peso que en un curl normal.',
        'Mantén las muñecas bloqueadas en línea con los antebrazos.',
      ],
      commonMistakes: [
        'Dejar que las muñecas se doblen hacia abajo al subir la barra.',
        'Balancear la barra con la cadera al subir.',
        'Dejar que los codos se abran.',
      ],
    },
  },
  FARMER_CARRY: {
    name: 'Paseo del granjero',
    aliases: ['Farmer walk', 'Caminata del granjero'],
    instructions: {
      steps: [
        'Coloca una mancuerna o una kettlebell pesada junto a cada pie.',
        'Flexiona la cadera y las rodillas para coger bien los agarres y ponte de pie, erguido.',
        'Lleva los hombros atrás y abajo y aprieta el abdomen.',
        'Camina hacia delante con pasos cortos y controlados, manteniendo el tronco erguido.',
        'Recorre la distancia prevista, para, vuelve a flexionar la cadera y deja los pesos en el suelo.',
      ],
      tips: [
        'Aprieta los agarres todo lo fuerte que puedas durante todo el recorrido.',
        'Mira al frente en lugar de mirarte los pies.',
        'Si en tu gimnasio hay barra hexagonal, úsala para cargas más pesadas.',
      ],
      commonMistakes: [
        'Dejar que los hombros se redondeen hacia delante por la carga.',
        'Inclinarse hacia un lado o dejar que los pesos se balanceen.',
        'Soltar los pesos desde la posición de pie al terminar.',
      ],
    },
  },
  PLATE_PINCH_HOLD: {
    name: 'Agarre en pinza con discos',
    aliases: ['Pinza con discos', 'Sujeción de discos en pinza'],
    instructions: {
      steps: [
        'Junta dos discos lisos del mismo tamaño con las caras planas hacia fuera.',
        'Sujétalos juntos con una mano en pinza, con los dedos en un lado y el pulgar en el otro.',
        'Ponte de pie, erguido, con los discos colgando al costado y el brazo estirado.',
        'Aguanta el tiempo previsto sin dejar que los discos se separen.',
        'Deja los discos en el suelo de forma controlada y repite con la otra mano.',
      ],
      tips: [
        'Los discos de caras lisas y planas son más difíciles y mejores para este ejercicio que los que tienen reborde.',
        'Mantén el hombro abajo en lugar de encogerlo.',
        'Hazlo sobre un suelo blando o una esterilla por si se escapan los discos.',
      ],
      commonMistakes: [
        'Agarrar los discos por el borde en lugar de por las caras planas.',
        'Sujetar los discos justo encima de los pies.',
        'Flexionar el codo para apoyar los discos en el cuerpo.',
      ],
    },
  },
  WRIST_ROLLER: {
    name: 'Rodillo de muñeca',
    aliases: ['Rodillo de antebrazo', 'Enrollador de muñeca'],
    instructions: {
      steps: [
        'Engancha un disco ligero a la cuerda del rodillo y déjalo colgando hasta el suelo.',
        'Ponte de pie, erguido, y coge el rodillo con agarre prono, con los brazos estirados al frente a la altura de los hombros.',
        'Gira el rodillo moviendo una muñeca y luego la otra, enrollando la cuerda hasta que el disco llegue al rodillo.',
        'Invierte el movimiento para bajar el disco despacio hasta el suelo.',
        'Cuenta cada subida y bajada completa como una repetición.',
      ],
      tips: [
        'Mantén los brazos estirados y a la misma altura; si los doblas, el trabajo pasa a los hombros.',
        'Usa agarre supino en algunas series para incidir más en los flexores.',
        'Baja el disco tan despacio como lo subes.',
      ],
      commonMistakes: [
        'Dejar que los brazos bajen hacia la cintura.',
        'Dejar que la cuerda se desenrolle y el disco caiga libremente al bajar.',
        'Empezar con un disco demasiado pesado para completar un enrollado entero.',
      ],
    },
  },
};
