/**
 * HTML attributes a component passes on to its root element, which a page's fixed props and sample markup
 * may give without the component's API naming them.
 */
export const PASSED_ON_ATTRIBUTE = /^(aria-[a-z]+|data-[a-z]+|id|title|role|value|href|name|type|placeholder)$/;
