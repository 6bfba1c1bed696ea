export const nobodyCalls = () => 0;
