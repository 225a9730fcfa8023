import { officeToday } from '../shared/office-day'
import { builtOn } from './built-data'
import { useBuiltThenBrowser } from './use-in-browser'

const builtOrToday = () => builtOn() ?? officeToday()

/**
 * Today at the office, for what a screen shows by the date (a job closed once its deadline has passed):
 * on a built page's first render the day it was built on, so that render draws the HTML it takes over,
 * and today from the render after (on the day it was built, nothing that reads it is drawn again).
 */
export const useOfficeToday = (): string => useBuiltThenBrowser(officeToday, builtOrToday)
