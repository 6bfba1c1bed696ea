import type { WorkText } from '../market-content';

export const works: Readonly<Record<string, WorkText>> = {
  'a-study-in-scarlet': {
    title: 'Estudio en escarlata',
    description:
      'El doctor Watson conoce a Sherlock Holmes, y su primer caso juntos los lleva hasta el Salvaje Oeste americano. Así nace la pareja de detectives más famosa de la literatura.',
  },
  'the-sign-of-the-four': {
    title: 'El signo de los cuatro',
    description:
      'Una joven institutriz recibe cada año por correo una perla de un remitente desconocido. Holmes y Watson siguen el rastro de un tesoro indio, de un juramento entre cuatro hombres y de una persecución nocturna por el Támesis.',
  },
  'the-hound-of-the-baskervilles': {
    title: 'El sabueso de los Baskerville',
    description:
      'En los páramos de Devon se cuenta la leyenda de un perro infernal que persigue desde hace generaciones a los herederos de los Baskerville. Holmes tendrá que separar la superstición de un crimen muy humano.',
  },
  'the-three-musketeers': {
    title: 'Los tres mosqueteros',
    description:
      "El joven gascón D'Artagnan llega a París con una carta de recomendación y mucho genio, y el primer día reta a duelo a tres mosqueteros del rey. Así nace una amistad capaz de plantar cara a las intrigas del cardenal y de Milady.",
  },
  'twenty-years-after': {
    title: 'Veinte años después',
    description:
      "Los mosqueteros han envejecido, sus caminos se han separado y las guerras civiles sacuden Francia e Inglaterra. D'Artagnan intenta reunir a sus viejos amigos, aunque esta vez están en bandos distintos.",
  },
  'the-vicomte-of-bragelonne': {
    title: 'El vizconde de Bragelonne',
    description:
      "La última aventura de D'Artagnan: el joven Luis XIV toma las riendas del poder, el hijo de Athos sufre un desengaño amoroso y Aramis urde una conspiración en torno al misterioso prisionero de la máscara de hierro.",
  },
  'pride-and-prejudice': {
    title: 'Orgullo y prejuicio',
    description:
      'Elizabeth Bennet tiene la lengua afilada y cuatro hermanas a las que casar; el señor Darcy, una fortuna y unos modales pésimos. Una comedia chispeante sobre las primeras impresiones, que engañan hasta a los más listos.',
  },
  'oliver-twist': {
    title: 'Oliver Twist',
    description:
      'Un huérfano escapa del hospicio rumbo a Londres y cae de lleno en la banda de carteristas del viejo Fagin. Dickens retrata con rabia y humor una ciudad en la que un niño tiene que luchar por cada día.',
  },
  'a-christmas-carol': {
    title: 'Cuento de Navidad',
    description:
      'En Nochebuena, el avaro Ebenezer Scrooge recibe la visita de tres espíritus que le muestran su pasado, su presente y su futuro. Un relato breve con el que muchas familias empiezan las fiestas.',
  },
  'treasure-island': {
    title: 'La isla del tesoro',
    description:
      'Jim Hawkins encuentra el mapa del capitán Flint y se embarca en busca del tesoro sin saber que media tripulación son piratas. Al frente del motín está el cocinero cojo más educado de los siete mares: Long John Silver.',
  },
  'jekyll-and-hyde': {
    title: 'El extraño caso del doctor Jekyll y el señor Hyde',
    description:
      'Un respetado médico londinense mantiene una extraña relación con el repulsivo señor Hyde, que deja tras de sí un rastro de violencia. El abogado Utterson descubre que los une algo mucho más oscuro que un testamento.',
  },
  'the-picture-of-dorian-gray': {
    title: 'El retrato de Dorian Gray',
    description:
      'Un joven bellísimo desea que sea su retrato el que envejezca en su lugar. Pasan los años, el rostro de Dorian sigue intacto y el cuadro escondido en el desván cambia con cada uno de sus pecados.',
  },
  'tom-sawyer': {
    title: 'Las aventuras de Tom Sawyer',
    description:
      'Tom sabe librarse de pintar la valla, perderse en una cueva y presenciar un crimen de noche en el cementerio. Una historia alegre sobre la infancia a orillas del Misisipi, llena de picardía y peligros.',
  },
  'around-the-world-in-eighty-days': {
    title: 'La vuelta al mundo en ochenta días',
    description:
      'El flemático Phileas Fogg apuesta a que es capaz de dar la vuelta al mundo en ochenta días. Con su fiel Picaporte recorre el planeta en tren, en vapor y a lomos de elefante, perseguido de cerca por el inspector Fix.',
  },
  'twenty-thousand-leagues': {
    title: 'Veinte mil leguas de viaje submarino',
    description:
      'El profesor Aronnax acaba a bordo del Nautilus, el submarino del enigmático capitán Nemo. Juntos recorren los océanos, contemplan la Atlántida sumergida y se enfrentan a un calamar gigante.',
  },
  'the-count-of-monte-cristo': {
    title: 'El conde de Montecristo',
    description:
      'Edmundo Dantès, acusado injustamente el día de su compromiso, pasa catorce años en las mazmorras del castillo de If. Cuando recobra la libertad y un tesoro inmenso, empieza a ajustar cuentas con paciencia con quienes lo traicionaron.',
  },
  'anna-karenina': {
    title: 'Ana Karenina',
    description:
      'La esposa de un alto funcionario se enamora de un joven oficial y desafía a la alta sociedad de San Petersburgo. Junto a su historia avanza la de Levin, que busca el sentido de la vida trabajando sus tierras.',
  },
  'crime-and-punishment': {
    title: 'Crimen y castigo',
    description:
      'El estudiante pobre Raskólnikov se convence de que los hombres extraordinarios pueden saltarse la ley y mata a una vieja prestamista. Entonces empieza el verdadero castigo: la fiebre, el miedo y las conversaciones con un juez instructor muy perspicaz.',
  },
  'the-lady-with-the-dog': {
    title: 'La dama del perrito',
    description:
      'En Yalta, un moscovita aburrido conoce a una joven que pasea con un lulú blanco. Lo que iba a ser un amor de vacaciones lo cambia todo. Junto al relato que da título al libro, otras pequeñas obras maestras de Chéjov.',
  },
  'andersen-fairy-tales': {
    title: 'Cuentos de Andersen',
    description:
      'El patito feo, La pequeña cerillera, La reina de las nieves y Pulgarcita: los cuentos más bellos del maestro danés, tiernos, tristes y sabios a la vez.',
  },
  'grimm-fairy-tales': {
    title: 'Cuentos de los hermanos Grimm',
    description:
      'Hansel y Gretel, Cenicienta, La bella durmiente y Caperucita Roja, en versiones cercanas a las que los hermanos Grimm recogieron de boca de los narradores alemanes.',
  },
  'alice-in-wonderland': {
    title: 'Alicia en el país de las maravillas',
    description:
      'Alicia cae por la madriguera de un conejo y llega a un mundo donde un gato desaparece dejando solo su sonrisa y la merienda del Sombrerero no termina nunca. Un disparate que divierte a los niños y encanta a los mayores.',
  },
  'the-jungle-book': {
    title: 'El libro de la selva',
    description:
      'El pequeño Mowgli crece entre lobos, aprende la ley de la selva del oso Baloo y de la pantera Bagheera, mientras el tigre Shere Khan espera pacientemente su oportunidad.',
  },
  'the-metamorphosis': {
    title: 'La metamorfosis',
    description:
      'Una mañana, el viajante de comercio Gregor Samsa se despierta convertido en un insecto monstruoso. Pero lo más inquietante es cómo reacciona su propia familia.',
  },
  'the-sorrows-of-young-werther': {
    title: 'Las desventuras del joven Werther',
    description:
      'En sus cartas a un amigo, el joven Werther cuenta su amor imposible por Lotte, que está prometida. La novela que encendió la imaginación de toda una generación.',
  },
  'don-quixote': {
    title: 'Don Quijote de la Mancha',
    description:
      'Un hidalgo de la Mancha lee tantos libros de caballerías que sale al mundo como caballero andante, con Sancho Panza como escudero. Arremete contra molinos de viento y, de paso, dice sobre las personas más de lo que parece.',
  },
  'the-murders-in-the-rue-morgue': {
    title: 'Los crímenes de la calle Morgue',
    description:
      'En un piso de París cerrado por dentro, la policía encuentra a dos mujeres asesinadas. El brillante C. Auguste Dupin resuelve el enigma con el que empezó la historia del relato policiaco.',
  },
  frankenstein: {
    title: 'Frankenstein',
    description:
      'El joven científico Victor Frankenstein da vida a un ser hecho con restos de cadáveres y después huye de su propia obra. Una historia sobre la responsabilidad del creador con la que nació la ciencia ficción.',
  },
  dracula: {
    title: 'Drácula',
    description:
      'El joven abogado Jonathan Harker viaja a Transilvania para vender a un misterioso conde una finca cerca de Londres. Pronto el profesor Van Helsing y sus amigos tendrán que enfrentarse a un vampiro en el corazón de Inglaterra.',
  },
  'robinson-crusoe': {
    title: 'Robinson Crusoe',
    description:
      'Un náufrago pasa veintiocho años en una isla desierta: construye una casa, domestica cabras y acaba salvando a Viernes. La historia clásica del ingenio y la soledad.',
  },
  pinocchio: {
    title: 'Las aventuras de Pinocho',
    description:
      'El muñeco de madera que talló el viejo Geppetto quiere ser un niño de verdad, pero no deja de caer en la tentación de las aventuras fáciles. Y cuando miente, le crece la nariz.',
  },
  meditations: {
    title: 'Meditaciones',
    description:
      'Las notas que el emperador Marco Aurelio escribía para sí mismo en los campamentos militares del Danubio. Sobre cómo dominar la ira, aceptar lo pasajero y hacer lo correcto aunque nadie mire.',
  },
  'letters-to-lucilius': {
    title: 'Cartas a Lucilio',
    description:
      'En sus cartas a un amigo más joven, Séneca aconseja cómo administrar el tiempo, perder el miedo y conservar la calma en un mundo revuelto. Consejos de hace dos mil años que suenan sorprendentemente actuales.',
  },
  'the-gallic-war': {
    title: 'La guerra de las Galias',
    description:
      'Julio César narra en persona sus campañas: el puente sobre el Rin, las expediciones a Britania y el asedio de Alesia. La crónica de una guerra escrita por el vencedor.',
  },
  'the-twelve-caesars': {
    title: 'Vidas de los doce césares',
    description:
      'Suetonio reunió anécdotas, rumores y documentos sobre doce gobernantes de Roma, de Julio César a Domiciano. Un retrato vivísimo del poder, el lujo y la crueldad.',
  },
  trafalgar: {
    title: 'Trafalgar',
    description:
      'Gabriel Araceli, un muchacho gaditano, vive la batalla de Trafalgar a bordo del Santísima Trinidad y nos la cuenta ya anciano. El primer episodio nacional, donde la gran historia se mira desde la cubierta.',
  },
  'la-corte-de-carlos-iv': {
    title: 'La corte de Carlos IV',
    description:
      'Gabriel llega a Madrid y entra al servicio de una actriz, entre bastidores, cómicos e intrigas palaciegas. Galdós retrata una corte que conspira mientras el país se acerca al abismo.',
  },
  'el-19-de-marzo-y-el-2-de-mayo': {
    title: 'El 19 de marzo y el 2 de mayo',
    description:
      'Del motín de Aranjuez al levantamiento de Madrid contra las tropas francesas: Gabriel Araceli se ve arrastrado por las jornadas que cambiaron la historia de España.',
  },
  'rimas-y-leyendas': {
    title: 'Rimas y leyendas',
    description:
      'Los versos más íntimos del romanticismo español y leyendas como El monte de las ánimas o Los ojos verdes, donde el amor y lo sobrenatural se dan la mano.',
  },
  'la-regenta': {
    title: 'La Regenta',
    description:
      'En la levítica Vetusta, Ana Ozores se ahoga entre un marido ausente, un confesor ambicioso y un seductor de casino. La gran novela de Clarín, tan irónica como compasiva.',
  },
  'los-pazos-de-ulloa': {
    title: 'Los pazos de Ulloa',
    description:
      'El joven capellán Julián llega a un pazo gallego donde el marqués vive dominado por su mayordomo y por la naturaleza salvaje que lo rodea. Pardo Bazán retrata la decadencia de un mundo rural con mano firme.',
  },
  niebla: {
    title: 'Niebla',
    description:
      'Augusto Pérez se enamora de Eugenia, fracasa y acaba presentándose ante su propio autor para discutir su destino. La célebre «nivola» con la que Unamuno jugó con los límites de la ficción.',
  },
  'lazarillo-de-tormes': {
    title: 'Lazarillo de Tormes',
    description:
      'Lázaro sirve a un ciego, a un clérigo avaro y a un escudero hambriento, y aprende a sobrevivir a fuerza de ingenio. La primera novela picaresca, anónima y todavía mordaz.',
  },
  'la-vida-es-sueno': {
    title: 'La vida es sueño',
    description:
      'El príncipe Segismundo ha crecido encerrado en una torre por culpa de una profecía. Cuando despierta en palacio, ya no sabe qué es sueño y qué es vida. El gran drama de Calderón, en versión para escuchar.',
  },
};

export const cycles: Readonly<Record<string, WorkText>> = {
  'sherlock-holmes': {
    title: 'Sherlock Holmes',
    description:
      'Tres novelas sobre el detective de Baker Street: desde el primer encuentro con el doctor Watson hasta la leyenda del perro infernal de los páramos.',
  },
  musketeers: {
    title: 'La saga de los mosqueteros',
    description:
      "La historia completa de D'Artagnan y sus amigos, desde el primer duelo en París hasta los últimos años de una gran amistad.",
  },
  'episodios-nacionales': {
    title: 'Episodios nacionales: primera serie',
    description:
      'Las tres primeras novelas de Galdós sobre la España de principios del siglo XIX, narradas por Gabriel Araceli, de Trafalgar al Dos de Mayo.',
  },
  // The store's named collections (domain/catalog/named-cycles.ts), under the same slug in every market.
  zapowiedzi: {
    title: 'Novedades',
    description:
      'Los estrenos que esperabas: los audiolibros más recientes de nuestro catálogo, empezando por el último.',
  },
  'cykle-audiobookow': {
    title: 'Series de audiolibros',
    description:
      'Todas las series en un solo lugar: sagas, trilogías y colecciones que se disfrutan más escuchadas en orden.',
  },
};
