/**
 * A `getByText` matcher for text split over nested elements, as a price prints a small "¥" beside
 * large digits: the innermost element whose whole text is `text`.
 */
export const wholeText = (text: string) => (_content: string, element: Element | null) =>
  element?.textContent === text &&
  !Array.from(element.children).some((child) => child.textContent === text);
