import type { SeedCategory } from '../market-content';

export const categories: readonly SeedCategory[] = [
  {
    key: 'crime',
    slug: 'detektyvai-ir-trileriai',
    name: 'Detektyvai ir trileriai',
    description:
      'Mįslės, tyrimai ir persekiojimai – nuo Šerloko Holmso iki niūrių trilerių, kurių neišjungsite iki paskutinio skyriaus.',
    children: [
      { key: 'crime-classic', slug: 'klasikiniai-detektyvai', name: 'Klasikiniai detektyvai' },
      { key: 'crime-thriller', slug: 'trileriai', name: 'Trileriai' },
    ],
  },
  {
    key: 'speculative',
    slug: 'fantastika',
    name: 'Fantastika',
    description:
      'Pasauliai, kurių nerasite žemėlapyje: pasakų karalystės, kelionės į ateitį ir istorijos, kurių geriau neklausyti sutemus.',
    children: [
      { key: 'speculative-fantasy', slug: 'fantasy', name: 'Fantasy' },
      { key: 'speculative-scifi', slug: 'moksline-fantastika', name: 'Mokslinė fantastika' },
      { key: 'speculative-horror', slug: 'siaubas', name: 'Siaubas' },
    ],
  },
  {
    key: 'classics',
    slug: 'klasika',
    name: 'Klasika',
    description: 'Knygos, prie kurių grįžtama visą gyvenimą, – nesutrumpintos ir kruopščiai įskaitytos.',
    children: [
      { key: 'classics-novel', slug: 'romanai', name: 'Romanai' },
      { key: 'classics-adventure', slug: 'nuotykiai', name: 'Nuotykiai' },
      { key: 'classics-short', slug: 'apsakymai-ir-noveles', name: 'Apsakymai ir novelės' },
      { key: 'classics-poetry', slug: 'poezija-ir-drama', name: 'Poezija ir drama' },
      { key: 'classics-local', slug: 'lietuviu-klasika', name: 'Lietuvių klasika' },
    ],
  },
  {
    key: 'history',
    slug: 'istorija-ir-biografijos',
    name: 'Istorija ir biografijos',
    description: 'Karai, valdovų dvarai ir žmonės, pakeitę istorijos tėkmę, liudininkų ir metraštininkų akimis.',
    children: [
      { key: 'history-ancient', slug: 'antika', name: 'Antika' },
      { key: 'history-biography', slug: 'biografijos-ir-atsiminimai', name: 'Biografijos ir atsiminimai' },
    ],
  },
  {
    key: 'kids',
    slug: 'vaikams',
    name: 'Vaikams',
    description:
      'Pasakos prieš miegą ir nuotykiai ilgai kelionei automobiliu – mažiems ir šiek tiek didesniems klausytojams.',
    children: [
      { key: 'kids-fairy-tales', slug: 'pasakos', name: 'Pasakos' },
      { key: 'kids-adventure', slug: 'nuotykiai-jaunimui', name: 'Nuotykiai jaunimui' },
    ],
  },
  {
    key: 'growth',
    slug: 'asmeninis-tobulejimas',
    name: 'Asmeninis tobulėjimas',
    description: 'Antikos filosofų išmintis, papasakota taip, kad padėtų paprastame kasdieniame gyvenime.',
    children: [{ key: 'growth-philosophy', slug: 'filosofija', name: 'Filosofija' }],
  },
];
