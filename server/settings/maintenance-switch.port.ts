/** Whether the store is in maintenance; asked on every API request, so switching needs no restart. */
export interface MaintenanceSwitch {
  isOn(): boolean | Promise<boolean>;
}
