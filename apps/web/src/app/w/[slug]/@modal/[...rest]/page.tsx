/**
 * Any other page under the workspace closes the dialog: without this the slot would keep
 * showing the last task after a soft navigation to, say, the settings.
 */
export default function NoModalElsewhere() {
  return null
}
