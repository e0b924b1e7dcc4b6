import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{f as t}from"./iframe-BRbpQvqT.js";import{t as n}from"./jsx-runtime-MKhVqBIO.js";import{n as r,t as i}from"./checkbox-DE9extoz.js";import{a,c as o,f as s,i as c,m as l,n as u,o as d,r as f,s as p,t as m}from"./form-field-JpBKSgCi.js";import{r as h,t as g}from"./button-CoWe3urc.js";import{n as _,t as v}from"./zod-BxxWwG1C.js";import{n as y,t as b}from"./input-fES8laJk.js";import{c as x,d as S,i as C,r as w}from"./schemas-Ki6kIolH.js";import{n as T,t as E}from"./select-CV0AVI8k.js";function D({disabled:e=!1,defaultValues:t}){let[n,r]=(0,O.useState)(null),o=l({resolver:_(F),defaultValues:{firstname:``,lastname:``,email:``,password:``,country:``,newsletter:!1,...t},disabled:e});return(0,k.jsx)(m,{...o,children:(0,k.jsxs)(`form`,{"aria-label":`Create an Account`,noValidate:!0,onSubmit:o.handleSubmit(r),className:`grid max-w-2xl grid-cols-1 gap-5 sm:grid-cols-2`,children:[(0,k.jsx)(c,{control:o.control,name:`firstname`,render:({field:e})=>(0,k.jsxs)(a,{children:[(0,k.jsx)(d,{required:!0,children:`First Name`}),(0,k.jsx)(u,{children:(0,k.jsx)(b,{autoComplete:`given-name`,"aria-required":!0,...e})}),(0,k.jsx)(p,{})]})}),(0,k.jsx)(c,{control:o.control,name:`lastname`,render:({field:e})=>(0,k.jsxs)(a,{children:[(0,k.jsx)(d,{required:!0,children:`Last Name`}),(0,k.jsx)(u,{children:(0,k.jsx)(b,{autoComplete:`family-name`,"aria-required":!0,...e})}),(0,k.jsx)(p,{})]})}),(0,k.jsx)(c,{control:o.control,name:`email`,render:({field:e})=>(0,k.jsxs)(a,{className:`sm:col-span-2`,children:[(0,k.jsx)(d,{required:!0,children:`Email Address`}),(0,k.jsx)(u,{children:(0,k.jsx)(b,{type:`email`,autoComplete:`email`,trim:!0,"aria-required":!0,...e})}),(0,k.jsx)(p,{})]})}),(0,k.jsx)(c,{control:o.control,name:`password`,render:({field:e})=>(0,k.jsxs)(a,{className:`sm:col-span-2`,children:[(0,k.jsx)(d,{required:!0,children:`Password`}),(0,k.jsx)(u,{children:(0,k.jsx)(b,{type:`password`,autoComplete:`new-password`,"aria-required":!0,...e})}),(0,k.jsx)(f,{children:`At least 6 characters. Leading and trailing spaces are ignored.`}),(0,k.jsx)(p,{})]})}),(0,k.jsx)(c,{control:o.control,name:`country`,render:({field:e})=>(0,k.jsxs)(a,{className:`sm:col-span-2`,children:[(0,k.jsx)(d,{required:!0,children:`Country`}),(0,k.jsx)(u,{children:(0,k.jsx)(E,{placeholder:`Please select a country.`,options:I,"aria-required":!0,...e})}),(0,k.jsx)(p,{})]})}),(0,k.jsx)(c,{control:o.control,name:`newsletter`,render:({field:e})=>(0,k.jsxs)(a,{className:`flex-row flex-wrap items-center gap-2 sm:col-span-2`,children:[(0,k.jsx)(u,{children:(0,k.jsx)(i,{name:e.name,checked:e.value,onCheckedChange:t=>e.onChange(t===!0),onBlur:e.onBlur,disabled:e.disabled,ref:e.ref})}),(0,k.jsx)(d,{className:`font-normal`,children:`Sign Up for Newsletter`})]})}),(0,k.jsxs)(`div`,{className:`flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center`,children:[(0,k.jsx)(g,{type:`submit`,disabled:e,children:`Create an Account`}),(0,k.jsx)(`p`,{role:`status`,className:`text-sm text-success-700`,children:n?`Account created for ${n.email}`:null})]})]})})}var O,k,A,j,M,N,P,F,I,L,R,z,B,V,H,U;function W(){return(W=e((()=>{v(),O=t(),s(),C(),h(),r(),y(),T(),o(),k=n(),{expect:A,userEvent:j,waitFor:M,within:N}=__STORYBOOK_MODULE_TEST__,P=`This is a required field.`,F=x({firstname:S().trim().min(1,P),lastname:S().trim().min(1,P),email:S().min(1,P).email(`Please enter a valid email address (Ex: johndoe@domain.com).`),password:S().min(1,P).refine(e=>e.trim().length>=6,`Please enter 6 or more characters. Leading and trailing spaces will be ignored.`),country:S().min(1,`Please select an option.`),newsletter:w()}),I=[{value:`CA`,label:`Canada`},{value:`FR`,label:`France`},{value:`DE`,label:`Germany`},{value:`US`,label:`United States`}],L={title:`Kit/FormField`,component:a,subcomponents:{Form:m,FormField:c,FormLabel:d,FormControl:u,FormDescription:f,FormMessage:p},tags:[`autodocs`],render:()=>(0,k.jsx)(D,{})},R={play:async({canvasElement:e})=>{let t=N(e);await j.tab(),await A(t.getByRole(`textbox`,{name:`First Name`})).toHaveFocus(),await j.keyboard(`Jane`),await j.tab(),await j.keyboard(`Doe`),await j.tab(),await j.keyboard(`  jane@example.com `),await A(t.getByRole(`textbox`,{name:`Email Address`})).toHaveValue(`jane@example.com`),await j.tab(),await j.keyboard(`secret1`),await j.selectOptions(t.getByRole(`combobox`,{name:`Country`}),`France`),await j.tab(),await A(t.getByRole(`checkbox`,{name:`Sign Up for Newsletter`})).toHaveFocus(),await j.keyboard(` `),await A(t.getByRole(`checkbox`,{name:`Sign Up for Newsletter`})).toBeChecked(),await j.tab(),await A(t.getByRole(`button`,{name:`Create an Account`})).toHaveFocus(),await j.keyboard(`{Enter}`),await A(await t.findByText(`Account created for jane@example.com`)).toBeInTheDocument(),document.activeElement?.blur()}},z={play:async({canvasElement:e})=>{let t=N(e);await j.click(t.getByRole(`button`,{name:`Create an Account`}));let n=t.getByRole(`textbox`,{name:`First Name`});await M(()=>A(n).toHaveAttribute(`aria-invalid`,`true`)),await A(n).toHaveFocus(),await A(n).toHaveAccessibleDescription(`This is a required field.`),await A(t.getByRole(`combobox`,{name:`Country`})).toHaveAccessibleDescription(`Please select an option.`),await A(t.getByRole(`textbox`,{name:`Email Address`})).toBeInvalid(),n.blur()}},B={render:()=>(0,k.jsx)(D,{defaultValues:{firstname:`Jane`,lastname:`Doe`,email:`jane@`,password:`abc`,country:`US`}}),play:async({canvasElement:e})=>{let t=N(e);await j.click(t.getByRole(`button`,{name:`Create an Account`})),await A(await t.findByText(`Please enter a valid email address (Ex: johndoe@domain.com).`)).toBeInTheDocument();let n=e.querySelector(`input[type=password]`);await A(n).toHaveAccessibleDescription(`At least 6 characters. Leading and trailing spaces are ignored. Please enter 6 or more characters. Leading and trailing spaces will be ignored.`),document.activeElement?.blur()}},V={render:()=>(0,k.jsx)(D,{disabled:!0,defaultValues:{firstname:`Jane`,lastname:`Doe`,email:`jane@example.com`}}),play:async({canvasElement:e})=>{await A(N(e).getByRole(`textbox`,{name:`First Name`})).toBeDisabled()}},H={parameters:{test:{viewport:`phone`}},globals:{viewport:{value:`phone`}},play:z.play},U=[`Default`,`WithErrors`,`InvalidValue`,`Disabled`,`Phone`],R.parameters={...R.parameters,docs:{...R.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', {
      name: 'First Name'
    })).toHaveFocus();
    await userEvent.keyboard('Jane');
    await userEvent.tab();
    await userEvent.keyboard('Doe');
    await userEvent.tab();
    await userEvent.keyboard('  jane@example.com ');
    await expect(canvas.getByRole('textbox', {
      name: 'Email Address'
    })).toHaveValue('jane@example.com');
    await userEvent.tab();
    await userEvent.keyboard('secret1');
    await userEvent.selectOptions(canvas.getByRole('combobox', {
      name: 'Country'
    }), 'France');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', {
      name: 'Sign Up for Newsletter'
    })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', {
      name: 'Sign Up for Newsletter'
    })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', {
      name: 'Create an Account'
    })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Account created for jane@example.com')).toBeInTheDocument();
    // Leave the frame as the empty form's reader would see it.
    (document.activeElement as HTMLElement | null)?.blur();
  }
}`,...R.parameters?.docs?.source},description:{story:`Empty form; filled and submitted with the keyboard alone.`,...R.parameters?.docs?.description}}},z.parameters={...z.parameters,docs:{...z.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', {
      name: 'Create an Account'
    }));
    const firstName = canvas.getByRole('textbox', {
      name: 'First Name'
    });
    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));
    await expect(firstName).toHaveFocus();
    await expect(firstName).toHaveAccessibleDescription('This is a required field.');
    await expect(canvas.getByRole('combobox', {
      name: 'Country'
    })).toHaveAccessibleDescription('Please select an option.');
    await expect(canvas.getByRole('textbox', {
      name: 'Email Address'
    })).toBeInvalid();
    firstName.blur();
  }
}`,...z.parameters?.docs?.source},description:{story:`Submitted empty: every field shows its message, is invalid and is described by it.`,...z.parameters?.docs?.description}}},B.parameters={...B.parameters,docs:{...B.parameters?.docs,source:{originalSource:`{
  render: () => <AccountForm defaultValues={{
    firstname: 'Jane',
    lastname: 'Doe',
    email: 'jane@',
    password: 'abc',
    country: 'US'
  }} />,
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', {
      name: 'Create an Account'
    }));
    await expect(await canvas.findByText('Please enter a valid email address (Ex: johndoe@domain.com).')).toBeInTheDocument();
    const password = canvasElement.querySelector('input[type=password]');
    await expect(password).toHaveAccessibleDescription('At least 6 characters. Leading and trailing spaces are ignored. Please enter 6 or more characters. Leading and trailing spaces will be ignored.');
    (document.activeElement as HTMLElement | null)?.blur();
  }
}`,...B.parameters?.docs?.source},description:{story:`A wrong value gets the rule's own message; help text stays in the description.`,...B.parameters?.docs?.description}}},V.parameters={...V.parameters,docs:{...V.parameters?.docs,source:{originalSource:`{
  render: () => <AccountForm disabled defaultValues={{
    firstname: 'Jane',
    lastname: 'Doe',
    email: 'jane@example.com'
  }} />,
  play: async ({
    canvasElement
  }) => {
    await expect(within(canvasElement).getByRole('textbox', {
      name: 'First Name'
    })).toBeDisabled();
  }
}`,...V.parameters?.docs?.source}}},H.parameters={...H.parameters,docs:{...H.parameters?.docs,source:{originalSource:`{
  parameters: {
    test: {
      viewport: 'phone'
    }
  },
  globals: {
    viewport: {
      value: 'phone'
    }
  },
  play: WithErrors.play
}`,...H.parameters?.docs?.source},description:{story:`On a phone the two name fields stack into one column.`,...H.parameters?.docs?.description}}}})))()}W();export{R as Default,V as Disabled,B as InvalidValue,H as Phone,z as WithErrors,U as __namedExportsOrder,L as default};