import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{n as t,t as n}from"./contact-form-DPqFPrqr.js";var r,i,a,o,s,c,l,u,d,f,p,m,h,g,_;function v(){return(v=e((()=>{t(),{expect:r,fn:i,userEvent:a,waitFor:o,within:s}=__STORYBOOK_MODULE_TEST__,c=`This is a required field.`,l=`Please enter a valid email address (Ex: johndoe@domain.com).`,u=`Please enter a valid phone number. For example (123) 456-7890 or 123-456-7890.`,d={title:`Forms/Contact`,component:n,tags:[`autodocs`],args:{onContact:i()}},f={play:async({canvasElement:e,args:t})=>{let n=s(e);await a.tab(),await r(n.getByRole(`textbox`,{name:`Name`})).toHaveFocus(),await a.keyboard(`Veronica Costello`),await a.tab(),await a.keyboard(` veronica@example.com `),await a.tab(),await r(n.getByRole(`textbox`,{name:`Phone Number`})).toHaveFocus(),await a.keyboard(`(555) 229-3326`),await a.tab(),await r(n.getByRole(`textbox`,{name:`What's on your mind?`})).toHaveFocus(),await a.keyboard(`Where is my order?{Enter}It was placed a week ago.`),await a.tab(),await r(n.getByRole(`button`,{name:`Submit`})).toHaveFocus(),await a.keyboard(`{Enter}`),await o(()=>r(t.onContact).toHaveBeenCalledWith({name:`Veronica Costello`,email:`veronica@example.com`,telephone:`(555) 229-3326`,comment:`Where is my order?
It was placed a week ago.`})),await o(()=>r(n.getByRole(`button`,{name:`Submit`})).toHaveFocus())}},p={play:async({canvasElement:e,args:t})=>{let n=s(e),i=n.getByRole(`textbox`,{name:`Name`}),d=n.getByRole(`textbox`,{name:`Email`}),f=n.getByRole(`textbox`,{name:`Phone Number`}),p=n.getByRole(`textbox`,{name:`What's on your mind?`});await a.click(n.getByRole(`button`,{name:`Submit`})),await o(()=>r(n.getAllByText(c)).toHaveLength(3)),await r(i).toHaveFocus(),await r(p).toHaveAccessibleDescription(c),await r(f).toHaveAttribute(`aria-invalid`,`false`),await a.type(i,`Veronica Costello`),await a.type(d,`veronica@example`),await a.type(f,`555-12`),await r(await n.findByText(l)).toBeInTheDocument(),await r(await n.findByText(u)).toBeInTheDocument(),await r(f).toHaveAccessibleDescription(u),await a.type(p,`Where is my order?`),await a.click(n.getByRole(`button`,{name:`Submit`})),await r(d).toHaveFocus(),await r(t.onContact).not.toHaveBeenCalled()}},m={args:{status:`loading`},play:async({canvasElement:e})=>{let t=s(e);await r(t.getByRole(`form`,{name:`Contact Us`})).toHaveAttribute(`aria-busy`,`true`),await r(t.getByRole(`button`,{name:`Submit`})).toHaveAttribute(`aria-busy`,`true`)}},h={args:{status:`success`,defaultValues:{name:`Veronica Costello`,email:`veronica@example.com`}},play:async({canvasElement:e})=>{let t=s(e);await r(t.getByRole(`form`,{name:`Contact Us`})).toHaveAttribute(`data-status`,`success`),await r(t.getByRole(`status`)).toHaveTextContent(`Thank you. Your message was sent.`),await r(t.getByText(`Thank you. Your message was sent.`)).toBeVisible()}},g={args:{status:`error`,defaultValues:{name:`Veronica Costello`,email:`veronica@example.com`,comment:`Where is my order?`}},play:async({canvasElement:e})=>{let t=s(e);await r(t.getByRole(`form`,{name:`Contact Us`})).toHaveAttribute(`data-status`,`error`),await r(t.getByRole(`status`)).toHaveTextContent(`Your message could not be sent.`),await r(t.getByRole(`status`)).toHaveClass(`sr-only`),await r(t.getByRole(`textbox`,{name:`What's on your mind?`})).toHaveValue(`Where is my order?`)}},_=[`Default`,`InvalidValues`,`Sending`,`Sent`,`NotSent`],f.parameters={...f.parameters,docs:{...f.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', {
      name: 'Name'
    })).toHaveFocus();
    await userEvent.keyboard('Veronica Costello');
    await userEvent.tab();
    await userEvent.keyboard(' veronica@example.com ');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', {
      name: 'Phone Number'
    })).toHaveFocus();
    await userEvent.keyboard('(555) 229-3326');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', {
      name: "What's on your mind?"
    })).toHaveFocus();
    await userEvent.keyboard('Where is my order?{Enter}It was placed a week ago.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', {
      name: 'Submit'
    })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onContact).toHaveBeenCalledWith({
      name: 'Veronica Costello',
      email: 'veronica@example.com',
      telephone: '(555) 229-3326',
      comment: 'Where is my order?\\nIt was placed a week ago.'
    }));
    // 'Submit' was disabled while sending; focus is back on it, whether the browser blurred it or not.
    await waitFor(() => expect(canvas.getByRole('button', {
      name: 'Submit'
    })).toHaveFocus());
  }
}`,...f.parameters?.docs?.source},description:{story:`Filled in and sent with the keyboard alone.`,...f.parameters?.docs?.description}}},p.parameters={...p.parameters,docs:{...p.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', {
      name: 'Name'
    });
    const email = canvas.getByRole('textbox', {
      name: 'Email'
    });
    const phone = canvas.getByRole('textbox', {
      name: 'Phone Number'
    });
    const comment = canvas.getByRole('textbox', {
      name: "What's on your mind?"
    });
    await userEvent.click(canvas.getByRole('button', {
      name: 'Submit'
    }));
    await waitFor(() => expect(canvas.getAllByText(REQUIRED)).toHaveLength(3));
    await expect(name).toHaveFocus();
    await expect(comment).toHaveAccessibleDescription(REQUIRED);
    // The phone number is optional: empty, it is not an error.
    await expect(phone).toHaveAttribute('aria-invalid', 'false');
    await userEvent.type(name, 'Veronica Costello');
    await userEvent.type(email, 'veronica@example');
    await userEvent.type(phone, '555-12');
    await expect(await canvas.findByText(INVALID_EMAIL)).toBeInTheDocument();
    await expect(await canvas.findByText(INVALID_PHONE)).toBeInTheDocument();
    await expect(phone).toHaveAccessibleDescription(INVALID_PHONE);
    await userEvent.type(comment, 'Where is my order?');
    await userEvent.click(canvas.getByRole('button', {
      name: 'Submit'
    }));
    await expect(email).toHaveFocus();
    await expect(args.onContact).not.toHaveBeenCalled();
  }
}`,...p.parameters?.docs?.source},description:{story:`Missing fields, a bad address and a bad phone number get the rules' exact messages.`,...p.parameters?.docs?.description}}},m.parameters={...m.parameters,docs:{...m.parameters?.docs,source:{originalSource:`{
  args: {
    status: 'loading'
  },
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', {
      name: 'Contact Us'
    })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', {
      name: 'Submit'
    })).toHaveAttribute('aria-busy', 'true');
  }
}`,...m.parameters?.docs?.source},description:{story:`While the message is sent: progress on 'Submit', the form busy.`,...m.parameters?.docs?.description}}},h.parameters={...h.parameters,docs:{...h.parameters?.docs,source:{originalSource:`{
  args: {
    status: 'success',
    defaultValues: {
      name: 'Veronica Costello',
      email: 'veronica@example.com'
    }
  },
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', {
      name: 'Contact Us'
    })).toHaveAttribute('data-status', 'success');
    await expect(canvas.getByRole('status')).toHaveTextContent('Thank you. Your message was sent.');
    await expect(canvas.getByText('Thank you. Your message was sent.')).toBeVisible();
  }
}`,...h.parameters?.docs?.source},description:{story:`Sent: a green ring and the thanks next to 'Submit' (the shop shows them for 4 s).`,...h.parameters?.docs?.description}}},g.parameters={...g.parameters,docs:{...g.parameters?.docs,source:{originalSource:`{
  args: {
    status: 'error',
    defaultValues: {
      name: 'Veronica Costello',
      email: 'veronica@example.com',
      comment: 'Where is my order?'
    }
  },
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', {
      name: 'Contact Us'
    })).toHaveAttribute('data-status', 'error');
    await expect(canvas.getByRole('status')).toHaveTextContent('Your message could not be sent.');
    await expect(canvas.getByRole('status')).toHaveClass('sr-only');
    await expect(canvas.getByRole('textbox', {
      name: "What's on your mind?"
    })).toHaveValue('Where is my order?');
  }
}`,...g.parameters?.docs?.source},description:{story:`Not sent: a red ring; the text is for screen readers only (SPEC.md §8: no text is shown).`,...g.parameters?.docs?.description}}}})))()}v();export{f as Default,p as InvalidValues,g as NotSent,m as Sending,h as Sent,_ as __namedExportsOrder,d as default};