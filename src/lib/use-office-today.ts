import { officeToday } from '../shared/office-day'
import { builtOn } from './built-data'
import { useInBrowser } from './use-in-browser'

/**
 * Today at the office, for what a screen shows by the date (a job closed once its deadline has passed):
 * on a built page's first render the day it was built on, so that render draws the HTML it takes over,
 * and today from the render after.
 */
export function useOfficeToday(): string {
  const inBrowser = useInBrowser()
  return (!inBrowser && builtOn()) || officeToday()
}
