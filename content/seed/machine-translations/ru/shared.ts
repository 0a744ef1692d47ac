/** Russian texts that more than one of the files beside this one uses, written once. */

export const valueColumns = ["Параметр", "Значение"];
