import type { LanguageTexts } from './narration-texts';

/** Spanish (Spain): original stories written for the demo. */
export const es: LanguageTexts = {
  locale: 'es',
  voice: 'es',
  audiobooks: [
    {
      slug: 'la-ultima-funcion',
      title: 'La última función',
      protected: true,
      chapters: [
        {
          title: 'El proyector',
          heading: 'Capítulo uno. El proyector.',
          paragraphs: [
            'El cine Rialto llevaba casi cien años en la plaza del pueblo. Tenía butacas de terciopelo rojo, un telón que chirriaba al abrirse y un proyector tan viejo que sólo don Aurelio sabía hacerlo funcionar.',
            'Don Aurelio era proyeccionista desde los quince años. Conocía cada película por el sonido de la bobina y sabía, sin mirar, cuándo había que cambiar de rollo. Los niños del pueblo decían que dormía dentro de la cabina. Cuando algo fallaba, bastaba con que él le diera un golpecito al proyector para que volviera a funcionar.',
            'Una tarde de octubre llegó una carta del ayuntamiento. El cine cerraría a final de mes, porque ya casi nadie iba y el edificio necesitaba un tejado nuevo. Don Aurelio la leyó dos veces, la dobló con cuidado y no dijo nada a nadie. Aquella noche se quedó solo en la cabina hasta muy tarde.',
          ],
        },
        {
          title: 'La película perdida',
          heading: 'Capítulo dos. La película perdida.',
          paragraphs: [
            'Esa misma noche, su nieta Carmen lo encontró en el almacén del cine, rodeado de latas oxidadas. Buscaba algo. Le explicó que, hacía más de sesenta años, se había rodado una película en el pueblo, con vecinos de verdad como actores. Él tenía entonces doce años y había salido de monaguillo en una escena.',
            'Nadie la había vuelto a ver desde el estreno. Don Aurelio estaba seguro de que la copia seguía allí, en algún rincón. Carmen se remangó y pasaron tres noches abriendo latas, leyendo etiquetas borrosas y estornudando sin parar por el polvo.',
            'La tercera noche, en el fondo de un armario, apareció una lata con una etiqueta escrita a mano: Fiestas de San Roque. Don Aurelio la abrió como si fuera un cofre del tesoro. La película estaba entera. Don Aurelio se sentó en una caja y estuvo un buen rato sin poder hablar.',
          ],
        },
        {
          title: 'Luces en la plaza',
          heading: 'Capítulo tres. Luces en la plaza.',
          paragraphs: [
            'Carmen colgó carteles por todo el pueblo: última función, película sorpresa, entrada libre. El último sábado del mes, la cola daba la vuelta a la plaza. Vinieron abuelos con bastón, familias enteras y hasta el alcalde. Hubo que sacar sillas de la iglesia y del bar de enfrente.',
            'Cuando se apagaron las luces y empezó la película, se oyó un murmullo. En la pantalla bailaban jóvenes que ahora eran los abuelos de la sala. Una señora gritó: ¡esa soy yo! Y todo el cine se echó a reír y a aplaudir. Un señor se reconoció subido a un burro y tuvo que limpiarse las gafas dos veces.',
            'Al terminar, nadie quería irse. Esa noche los vecinos decidieron arreglar el tejado entre todos. El cine Rialto no cerró aquel mes. Y don Aurelio, desde la cabina, miró la sala llena y pensó que era la mejor función de su vida.',
          ],
        },
      ],
    },
    {
      slug: 'el-cartero-de-la-sierra',
      title: 'El cartero de la sierra',
      protected: false,
      chapters: [
        {
          title: 'La primera carta',
          heading: 'Capítulo uno. La primera carta.',
          paragraphs: [
            'Julián repartía el correo en los pueblos de la sierra desde hacía veinte años. Cada mañana cargaba la cartera en su vieja furgoneta y recorría carreteras estrechas, llenas de curvas, entre encinas y rebaños de ovejas. Conocía a todos los perros de la comarca, y todos los perros lo conocían a él.',
            'En el último pueblo de la ruta vivía sola doña Pilar, una mujer mayor que nunca recibía cartas. Aun así, cada martes lo esperaba sentada en el banco de su puerta, con un vaso de limonada preparado para él. Nunca supo muy bien por qué, pero aquel vaso era lo mejor de su ruta.',
            'Un martes de invierno, por fin, Julián llevaba algo para ella: un sobre azul con sellos extranjeros y letra de niño. Doña Pilar lo abrió con las manos temblorosas. Era de un nieto que vivía en Argentina y al que nunca había conocido.',
          ],
        },
        {
          title: 'La nevada',
          heading: 'Capítulo dos. La nevada.',
          paragraphs: [
            'Desde aquel día, las cartas llegaban cada mes. El niño se llamaba Tomás, tenía nueve años y contaba cosas de su colegio, de su perro y de un río enorme que parecía el mar. Doña Pilar le contestaba siempre esa misma tarde. Julián bajaba sus respuestas al valle con más cuidado que si fueran de cristal.',
            'En febrero cayó una nevada como no se recordaba en la sierra. La carretera quedó cortada y el ayuntamiento avisó de que el correo no subiría en una semana. Pero Julián sabía que aquel martes tocaba carta de Tomás.',
            'Se puso las botas, metió la carta en una bolsa de plástico y subió andando por el camino viejo, con la nieve hasta las rodillas. Tardó casi tres horas. Cuando llegó, doña Pilar lo esperaba en la ventana, con la chimenea encendida. Le preparó un café bien caliente y le pidió que leyera la carta en voz alta, dos veces.',
          ],
        },
        {
          title: 'La respuesta',
          heading: 'Capítulo tres. La respuesta.',
          paragraphs: [
            'Aquella carta era distinta. Tomás escribía que en verano viajaría a España con sus padres y que quería conocer a su abuela, al perro del vecino y, sobre todo, al cartero que subía las cartas a la montaña. Doña Pilar la leyó tres veces, y a la tercera se le escapó una lágrima.',
            'Doña Pilar pasó la primavera preparando la casa. Pintó la puerta, plantó geranios en el balcón y aprendió a hacer el pastel favorito de su nieto, siguiendo una receta que él le había enviado en una de sus cartas. Hasta el perro del vecino parecía más peinado que de costumbre.',
            'En julio, Julián no llevaba ninguna carta para ella, pero subió igualmente, con la radio puesta y las ventanillas bajadas. En el banco de la puerta, junto a doña Pilar, un niño lo saludaba con la mano. Tomás corrió hacia él y le dio un abrazo. Y el vaso de limonada, ese día, era doble.',
          ],
        },
      ],
    },
  ],
  episodes: [
    {
      slug: 'avance-de-los-podcasts',
      title: 'Pódcasts de Audiora: avance',
      heading: 'Pódcasts de Audiora. Avance.',
      paragraphs: [
        'Hola, esto es el estudio de Audiora. En nuestros pódcasts hablamos de libros antiguos y nuevos, nos asomamos a la cabina de grabación y leemos a los niños historias tranquilas para dormir.',
        'Este episodio breve es una muestra. Escucha cómo suena el reproductor, avanza un poco y prueba otra velocidad. Cada semana publicamos episodios nuevos. ¡Hasta pronto!',
      ],
    },
  ],
};
