import type { MarketContent } from '../market-content';

export const legal: MarketContent['legal'] = {
  'privacy-policy': {
    title: 'Polityka prywatności',
    body: 'Administratorem Twoich danych osobowych jest operator serwisu Audiora. Przetwarzamy je, aby prowadzić Twoje konto, realizować zamówienia, udostępniać kupione nagrania i — jeśli wyrazisz zgodę — wysyłać newsletter.\n\nZbieramy tylko dane, których potrzebujemy: adres e-mail, historię zamówień, postęp słuchania oraz informacje o urządzeniach, na których odtwarzasz nagrania. Płatności obsługuje operator płatności; nie przechowujemy numerów kart.\n\nPliki cookie wykorzystujemy do utrzymania sesji i zapamiętania ustawień. Cookie analityczne i marketingowe zapisujemy wyłącznie za Twoją zgodą, którą w każdej chwili zmienisz w ustawieniach prywatności.\n\nMasz prawo dostępu do swoich danych, ich sprostowania, usunięcia, ograniczenia przetwarzania i przeniesienia, a także prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych. Napisz do nas przez formularz w centrum pomocy.\n\nDane przechowujemy, dopóki masz konto, a dane rozliczeniowe — tak długo, jak wymagają tego przepisy podatkowe.',
  },
  'copyright-notice': {
    title: 'Nota prawna',
    body: 'Nagrania, opisy, okładki i elementy graficzne serwisu Audiora są chronione prawem autorskim. Utwory literackie z naszego katalogu klasyki należą do domeny publicznej, ale ich nagrania, opracowania i przekłady mogą podlegać odrębnej ochronie.\n\nKupując audiobooka, otrzymujesz licencję na jego odsłuchiwanie na własny użytek. Nie wolno go kopiować, udostępniać publicznie ani odsprzedawać.\n\nZastrzeżenie dotyczące eksploracji tekstów i danych: na podstawie art. 4 ust. 3 dyrektywy Parlamentu Europejskiego i Rady (UE) 2019/790 oraz wdrażających go przepisów ustawy o prawie autorskim i prawach pokrewnych zastrzegamy, że treści udostępniane w serwisie — w tym teksty, nagrania, metadane i okładki — nie mogą być zwielokrotniane ani wykorzystywane do eksploracji tekstów i danych, w szczególności do trenowania systemów sztucznej inteligencji, bez naszej uprzedniej, wyraźnej zgody.\n\nJeśli uważasz, że w serwisie naruszono Twoje prawa, napisz do nas przez centrum pomocy — każde zgłoszenie rozpatrujemy niezwłocznie.',
  },
  'review-terms': {
    title: 'Regulamin recenzji',
    body: 'Recenzje mogą dodawać zalogowani użytkownicy. Każdy może wystawić jedną ocenę i jedną recenzję danego tytułu; późniejsza zmiana zastępuje poprzednią wersję.\n\nPiszemy o książce i nagraniu. Nie publikujemy treści obraźliwych, reklam, danych osobowych ani linków, a zdradzanie zakończenia wymaga ostrzeżenia na początku recenzji.\n\nRecenzja ukazuje się pod wybranym przez Ciebie podpisem. Wpis naruszający regulamin możemy usunąć — poinformujemy Cię o tym e-mailem.\n\nOceny nie są zamawiane ani opłacane przez wydawców. Średnia ocena tytułu uwzględnia wszystkie oceny, także te bez recenzji.',
  },
};
