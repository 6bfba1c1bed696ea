import type { HelpCategoryText } from '../market-content';

export const helpCenter: readonly HelpCategoryText[] = [
  {
    slug: 'konto',
    title: 'Konto i logowanie',
    questions: [
      {
        slug: 'jak-zalozyc-konto',
        title: 'Jak założyć konto?',
        body: 'Kliknij „Zaloguj się” w prawym górnym rogu, a następnie „Załóż konto”. Wystarczy adres e-mail i hasło — możesz też zalogować się przez Google lub Apple.\n\nNa podany adres wyślemy wiadomość powitalną. Jeśli jej nie widzisz, zajrzyj do folderu ze spamem.',
      },
      {
        slug: 'nie-pamietam-hasla',
        title: 'Nie pamiętam hasła. Co zrobić?',
        body: 'Na stronie logowania wybierz „Nie pamiętam hasła” i wpisz adres e-mail przypisany do konta. Link do ustawienia nowego hasła jest ważny przez godzinę.\n\nZe względów bezpieczeństwa po zmianie hasła wylogujemy Cię ze wszystkich urządzeń.',
      },
    ],
  },
  {
    slug: 'platnosci',
    title: 'Płatności i zamówienia',
    questions: [
      {
        slug: 'metody-platnosci',
        title: 'Jakie metody płatności akceptujecie?',
        body: 'Płacić można kartą, BLIK-iem i szybkim przelewem. Ceny w sklepie zawierają VAT, a fakturę znajdziesz w panelu użytkownika zaraz po zaksięgowaniu płatności.',
      },
      {
        slug: 'zwrot-audiobooka',
        title: 'Czy mogę zwrócić audiobooka?',
        body: 'Jeśli nie zacząłeś jeszcze słuchać pełnej wersji, możesz odstąpić od zakupu w ciągu 14 dni — napisz do nas i podaj numer zamówienia.\n\nPo rozpoczęciu odtwarzania treść cyfrowa jest uznawana za dostarczoną, ale jeśli nagranie ma wady, zawsze pomożemy.',
      },
    ],
  },
  {
    slug: 'klub',
    title: 'Klub Audiory',
    questions: [
      {
        slug: 'czym-jest-klub',
        title: 'Czym jest Klub Audiory?',
        body: 'To miesięczny abonament: kupujesz audiobooki w niższych cenach klubowych, a wybrane tytuły słuchasz bez dodatkowych opłat. Tytuły dostępne w abonamencie mają w sklepie oznaczenie klubu.',
      },
      {
        slug: 'rezygnacja-z-klubu',
        title: 'Jak zrezygnować z klubu?',
        body: 'Wejdź w Panel użytkownika → Zarządzaj planem i wybierz „Zrezygnuj”. Członkostwo pozostanie aktywne do końca opłaconego okresu, a kupione audiobooki zostaną z Tobą na zawsze.',
      },
    ],
  },
  {
    slug: 'sluchanie',
    title: 'Słuchanie i tryb offline',
    questions: [
      {
        slug: 'sluchanie-offline',
        title: 'Czy mogę słuchać bez internetu?',
        body: 'Tak, w aplikacji mobilnej Audiory. Otwórz audiobooka na półce i wybierz „Pobierz”.\n\nPobrane pliki są zaszyfrowane i działają tylko w aplikacji, na urządzeniu, na którym je pobrano.',
      },
      {
        slug: 'predkosc-odtwarzania',
        title: 'Jak zmienić prędkość odtwarzania?',
        body: 'W odtwarzaczu kliknij wskaźnik prędkości (domyślnie 1x) i wybierz wartość od 0,5x do 2x. Zapamiętamy ustawienie na tym urządzeniu.',
      },
    ],
  },
  {
    slug: 'urzadzenia',
    title: 'Urządzenia',
    questions: [
      {
        slug: 'na-ilu-urzadzeniach',
        title: 'Na ilu urządzeniach mogę słuchać?',
        body: 'Możesz być zalogowany na wielu urządzeniach, ale w danej chwili audiobooka odtwarzasz na jednym z nich. Listę aktywnych sesji znajdziesz w panelu użytkownika, w zakładce „Sesje”.',
      },
      {
        slug: 'obslugiwane-przegladarki',
        title: 'Które przeglądarki są obsługiwane?',
        body: 'Odtwarzacz działa w aktualnych wersjach Chrome, Firefoksa, Edge i Safari. Jeśli nagranie się nie uruchamia, odśwież stronę i sprawdź, czy przeglądarka nie blokuje odtwarzania treści chronionych.',
      },
    ],
  },
];
