import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{n as t,t as n}from"./time-picker-BNa2NS7H.js";var r,i,a,o,s,c,l,u,d,f,p,m,h,g,_;function v(){return(v=e((()=>{t(),{expect:r,fn:i,userEvent:a,waitFor:o,within:s}=__STORYBOOK_MODULE_TEST__,c={title:`Kit/TimePicker`,component:n,tags:[`autodocs`],args:{label:`Delivery time`,onValueChange:i(),onOpenChange:i()},argTypes:{precision:{control:`select`,options:[`minutes`,`seconds`,`milliseconds`,`microseconds`]}}},l={play:async({canvasElement:e,args:t})=>{let n=s(e),i=n.getByRole(`textbox`,{name:`Delivery time`});await a.tab(),await r(i).toHaveFocus(),await a.keyboard(`9:05 pm`),await a.tab(),await r(i).toHaveValue(`21:05`),await r(t.onValueChange).toHaveBeenLastCalledWith({hours:21,minutes:5,seconds:0,milliseconds:0,microseconds:0}),await r(n.getByRole(`button`,{name:`Choose time`})).toHaveFocus()}},u={args:{defaultValue:{hours:14,minutes:30,seconds:0,milliseconds:0,microseconds:0}},play:async({canvasElement:e})=>{await r(s(e).getByRole(`textbox`,{name:`Delivery time`})).toHaveValue(`14:30`)}},d={args:{label:`Event timestamp`,precision:`microseconds`,defaultValue:{hours:9,minutes:5,seconds:7,milliseconds:123,microseconds:456}},play:async({canvasElement:e})=>{await r(s(e).getByRole(`textbox`,{name:`Event timestamp`})).toHaveValue(`09:05:07.123456`)}},f={play:async({canvasElement:e,args:t})=>{let n=s(e),i=n.getByRole(`textbox`,{name:`Delivery time`});await a.type(i,`25:61`),await a.keyboard(`{Enter}`),await r(i).toHaveAttribute(`aria-invalid`,`true`),await r(n.getByRole(`alert`)).toHaveTextContent(`Wrong time format`),await r(t.onValueChange).not.toHaveBeenCalled()}},p={args:{precision:`seconds`,defaultValue:{hours:23,minutes:58,seconds:30,milliseconds:0,microseconds:0}},play:async({canvasElement:e})=>{let t=s(e),n=s(e.ownerDocument.body);t.getByRole(`button`,{name:`Choose time`}).focus(),await a.keyboard(`{Enter}`);let i=await n.findByRole(`spinbutton`,{name:`Hours`});await o(()=>r(i).toHaveFocus()),await a.keyboard(`{ArrowUp}`),await r(i).toHaveValue(0),await a.keyboard(`{ArrowDown}`),await r(i).toHaveValue(23),await a.tab();let c=n.getByRole(`spinbutton`,{name:`Minutes`});await r(c).toHaveFocus(),await a.keyboard(`{ArrowUp}`),await r(c).toHaveValue(59),await r(t.getByRole(`textbox`,{name:`Delivery time`})).toHaveValue(`23:59:30`)}},m={play:async({canvasElement:e,args:t})=>{let n=s(e).getByRole(`button`,{name:`Choose time`});await a.click(n),await s(e.ownerDocument.body).findByRole(`spinbutton`,{name:`Hours`}),await a.keyboard(`{Escape}`),await o(()=>r(n).toHaveFocus()),await r(t.onOpenChange).toHaveBeenLastCalledWith(!1)}},h={args:{disabled:!0,defaultValue:{hours:8,minutes:0,seconds:0,milliseconds:0,microseconds:0}},play:async({canvasElement:e})=>{let t=s(e);await r(t.getByRole(`textbox`,{name:`Delivery time`})).toBeDisabled(),await r(t.getByRole(`button`,{name:`Choose time`})).toBeDisabled()}},g={args:{precision:`microseconds`,defaultValue:{hours:9,minutes:5,seconds:7,milliseconds:123,microseconds:456}},parameters:{test:{viewport:`phone`}},play:async({canvasElement:e})=>{await a.click(s(e).getByRole(`button`,{name:`Choose time`})),await r(await s(e.ownerDocument.body).findByRole(`spinbutton`,{name:`Microseconds`})).toHaveValue(456)}},_=[`Default`,`WithValue`,`Microseconds`,`WrongTimeFormat`,`PanelOpen`,`PanelClosesOnEscape`,`Disabled`,`PhonePanelOpen`],l.parameters={...l.parameters,docs:{...l.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', {
      name: 'Delivery time'
    });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('9:05 pm');
    await userEvent.tab();
    await expect(input).toHaveValue('21:05');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      hours: 21,
      minutes: 5,
      seconds: 0,
      milliseconds: 0,
      microseconds: 0
    });
    await expect(canvas.getByRole('button', {
      name: 'Choose time'
    })).toHaveFocus();
  }
}`,...l.parameters?.docs?.source},description:{story:`Empty; typing a time and leaving the field reads it, keyboard only.`,...l.parameters?.docs?.description}}},u.parameters={...u.parameters,docs:{...u.parameters?.docs,source:{originalSource:`{
  args: {
    defaultValue: {
      hours: 14,
      minutes: 30,
      seconds: 0,
      milliseconds: 0,
      microseconds: 0
    }
  },
  play: async ({
    canvasElement
  }) => {
    await expect(within(canvasElement).getByRole('textbox', {
      name: 'Delivery time'
    })).toHaveValue('14:30');
  }
}`,...u.parameters?.docs?.source}}},d.parameters={...d.parameters,docs:{...d.parameters?.docs,source:{originalSource:`{
  args: {
    label: 'Event timestamp',
    precision: 'microseconds',
    defaultValue: {
      hours: 9,
      minutes: 5,
      seconds: 7,
      milliseconds: 123,
      microseconds: 456
    }
  },
  play: async ({
    canvasElement
  }) => {
    await expect(within(canvasElement).getByRole('textbox', {
      name: 'Event timestamp'
    })).toHaveValue('09:05:07.123456');
  }
}`,...d.parameters?.docs?.source},description:{story:`Every unit: hours, minutes, seconds, milliseconds and microseconds.`,...d.parameters?.docs?.description}}},f.parameters={...f.parameters,docs:{...f.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', {
      name: 'Delivery time'
    });
    await userEvent.type(input, '25:61');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Wrong time format');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  }
}`,...f.parameters?.docs?.source},description:{story:`A typed time that cannot be read is flagged 'Wrong time format'.`,...f.parameters?.docs?.description}}},p.parameters={...p.parameters,docs:{...p.parameters?.docs,source:{originalSource:`{
  args: {
    precision: 'seconds',
    defaultValue: {
      hours: 23,
      minutes: 58,
      seconds: 30,
      milliseconds: 0,
      microseconds: 0
    }
  },
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', {
      name: 'Choose time'
    }).focus();
    await userEvent.keyboard('{Enter}');
    const hours = await body.findByRole('spinbutton', {
      name: 'Hours'
    });
    await waitFor(() => expect(hours).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(hours).toHaveValue(0);
    await userEvent.keyboard('{ArrowDown}');
    await expect(hours).toHaveValue(23);
    await userEvent.tab();
    const minutes = body.getByRole('spinbutton', {
      name: 'Minutes'
    });
    await expect(minutes).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(minutes).toHaveValue(59);
    await expect(canvas.getByRole('textbox', {
      name: 'Delivery time'
    })).toHaveValue('23:59:30');
  }
}`,...p.parameters?.docs?.source},description:{story:`The spin-button panel, opened and operated from the keyboard.`,...p.parameters?.docs?.description}}},m.parameters={...m.parameters,docs:{...m.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', {
      name: 'Choose time'
    });
    await userEvent.click(trigger);
    await within(canvasElement.ownerDocument.body).findByRole('spinbutton', {
      name: 'Hours'
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  }
}`,...m.parameters?.docs?.source},description:{story:`Escape closes the panel and focus returns to the clock button.`,...m.parameters?.docs?.description}}},h.parameters={...h.parameters,docs:{...h.parameters?.docs,source:{originalSource:`{
  args: {
    disabled: true,
    defaultValue: {
      hours: 8,
      minutes: 0,
      seconds: 0,
      milliseconds: 0,
      microseconds: 0
    }
  },
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', {
      name: 'Delivery time'
    })).toBeDisabled();
    await expect(canvas.getByRole('button', {
      name: 'Choose time'
    })).toBeDisabled();
  }
}`,...h.parameters?.docs?.source}}},g.parameters={...g.parameters,docs:{...g.parameters?.docs,source:{originalSource:`{
  args: {
    precision: 'microseconds',
    defaultValue: {
      hours: 9,
      minutes: 5,
      seconds: 7,
      milliseconds: 123,
      microseconds: 456
    }
  },
  parameters: {
    test: {
      viewport: 'phone'
    }
  },
  play: async ({
    canvasElement
  }) => {
    await userEvent.click(within(canvasElement).getByRole('button', {
      name: 'Choose time'
    }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('spinbutton', {
      name: 'Microseconds'
    })).toHaveValue(456);
  }
}`,...g.parameters?.docs?.source},description:{story:`On a phone the panel wraps its fields inside the screen.`,...g.parameters?.docs?.description}}}})))()}v();export{l as Default,h as Disabled,d as Microseconds,m as PanelClosesOnEscape,p as PanelOpen,g as PhonePanelOpen,u as WithValue,f as WrongTimeFormat,_ as __namedExportsOrder,c as default};