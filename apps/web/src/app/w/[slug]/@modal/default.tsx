/** No dialog unless a task was opened from the board (a soft navigation the slot intercepts). */
export default function NoModal() {
  return null
}
