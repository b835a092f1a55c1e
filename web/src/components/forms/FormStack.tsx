import { chakra } from '@chakra-ui/react';

/** A <form> laid out as a vertical stack (style props such as gap apply). */
export const FormStack = chakra('form', { base: { display: 'flex', flexDirection: 'column' } });
