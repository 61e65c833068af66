import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Nothing is merged away: a component never receives a class that sets what its
 * own classes set; a prop chooses between its variants instead (the build's check finds any element
 * with two classes for one property).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
