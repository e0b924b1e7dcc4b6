import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{t}from"./jsx-runtime-MKhVqBIO.js";import{n,t as r}from"./input-fES8laJk.js";var i,a,o,s,c,l,u,d,f,p,m,h;function g(){return(g=e((()=>{n(),i=t(),{expect:a,userEvent:o,within:s}=__STORYBOOK_MODULE_TEST__,c={title:`Kit/Input`,component:r,tags:[`autodocs`],args:{placeholder:`johndoe@domain.com`,type:`email`,name:`username`},argTypes:{size:{control:`select`,options:[`sm`,`md`,`lg`]}},render:e=>(0,i.jsxs)(`label`,{className:`flex max-w-sm flex-col gap-1.5 text-sm font-semibold text-neutral-900`,children:[`Email Address`,(0,i.jsx)(r,{...e})]})},l={play:async({canvasElement:e})=>{let t=s(e).getByRole(`textbox`,{name:`Email Address`});await o.tab(),await a(t).toHaveFocus(),await o.keyboard(`jane@example.com`),await a(t).toHaveValue(`jane@example.com`)}},u={args:{defaultValue:`jane@example.com`}},d={args:{trim:!0},play:async({canvasElement:e})=>{let t=s(e).getByRole(`textbox`,{name:`Email Address`});await o.type(t,`   jane@example.com  `),await a(t).toHaveValue(`jane@example.com`),await o.clear(t),await o.paste(`  pasted@example.com  `),await a(t).toHaveValue(`pasted@example.com`),t.blur()}},f={args:{"aria-invalid":!0,defaultValue:`jane@`},play:async({canvasElement:e})=>{await a(s(e).getByRole(`textbox`,{name:`Email Address`})).toBeInvalid()}},p={args:{disabled:!0,defaultValue:`jane@example.com`},play:async({canvasElement:e})=>{await a(s(e).getByRole(`textbox`,{name:`Email Address`})).toBeDisabled()}},m={render:e=>(0,i.jsxs)(`div`,{className:`flex max-w-sm flex-col gap-3`,children:[(0,i.jsx)(r,{...e,size:`sm`,"aria-label":`Small`}),(0,i.jsx)(r,{...e,size:`md`,"aria-label":`Medium`}),(0,i.jsx)(r,{...e,size:`lg`,"aria-label":`Large`})]})},h=[`Default`,`Filled`,`Trim`,`Invalid`,`Disabled`,`Sizes`],l.parameters={...l.parameters,docs:{...l.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement
  }) => {
    const input = within(canvasElement).getByRole('textbox', {
      name: 'Email Address'
    });
    // Keyboard alone: Tab reaches the field and typing fills it.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('jane@example.com');
    await expect(input).toHaveValue('jane@example.com');
  }
}`,...l.parameters?.docs?.source}}},u.parameters={...u.parameters,docs:{...u.parameters?.docs,source:{originalSource:`{
  args: {
    defaultValue: 'jane@example.com'
  }
}`,...u.parameters?.docs?.source}}},d.parameters={...d.parameters,docs:{...d.parameters?.docs,source:{originalSource:`{
  args: {
    trim: true
  },
  play: async ({
    canvasElement
  }) => {
    const input = within(canvasElement).getByRole('textbox', {
      name: 'Email Address'
    });
    await userEvent.type(input, '   jane@example.com  ');
    await expect(input).toHaveValue('jane@example.com');
    await userEvent.clear(input);
    await userEvent.paste('  pasted@example.com  ');
    await expect(input).toHaveValue('pasted@example.com');
    input.blur();
  }
}`,...d.parameters?.docs?.source}}},f.parameters={...f.parameters,docs:{...f.parameters?.docs,source:{originalSource:`{
  args: {
    'aria-invalid': true,
    defaultValue: 'jane@'
  },
  play: async ({
    canvasElement
  }) => {
    await expect(within(canvasElement).getByRole('textbox', {
      name: 'Email Address'
    })).toBeInvalid();
  }
}`,...f.parameters?.docs?.source}}},p.parameters={...p.parameters,docs:{...p.parameters?.docs,source:{originalSource:`{
  args: {
    disabled: true,
    defaultValue: 'jane@example.com'
  },
  play: async ({
    canvasElement
  }) => {
    await expect(within(canvasElement).getByRole('textbox', {
      name: 'Email Address'
    })).toBeDisabled();
  }
}`,...p.parameters?.docs?.source}}},m.parameters={...m.parameters,docs:{...m.parameters?.docs,source:{originalSource:`{
  render: args => <div className="flex max-w-sm flex-col gap-3">
      <Input {...args} size="sm" aria-label="Small" />
      <Input {...args} size="md" aria-label="Medium" />
      <Input {...args} size="lg" aria-label="Large" />
    </div>
}`,...m.parameters?.docs?.source},description:{story:`The three sizes side by side.`,...m.parameters?.docs?.description}}}})))()}g();export{l as Default,p as Disabled,u as Filled,f as Invalid,m as Sizes,d as Trim,h as __namedExportsOrder,c as default};