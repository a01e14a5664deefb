// The widget build's cut of preact's core (vite.widget.config.ts; docs/ARCHITECTURE.md §4): the
// widget renders function components only, with its own hooks (preact-react.ts), into an empty
// shadow root, so the parts of preact that serve other apps never run on a partner page — class
// components and their lifecycles, context, error boundaries, Suspense and hydration, portals,
// style objects, innerHTML, MathML, <template>, <progress>, popover and xlink names. They are
// ≈ 1.1 KB brotli of the partner budget (README «Бюджеты байтов»). The cuts are exact pieces of
// preact's published dist/preact.mjs (package.json pins its minor): each must match once, else
// the build fails instead of shipping a half-cut renderer. preact-trim.test.ts renders the form
// with the cut and the whole core and expects the same DOM.
import type { Plugin } from 'vite';

/** [piece of dist/preact.mjs, what replaces it]: the why is the comment above each group. */
export const PREACT_CUTS: readonly (readonly [string, string])[] = [
  // Suspense: resuming a suspended subtree at the top of diff(), and the thrown-promise branch of
  // its catch (nothing in the form suspends; a render error still reaches options.__e and throws).
  ['128&u.__u&&(c=32&u.__u,s=u.__c.__z)&&(r.__u|=c,p=o=[],8==s.nodeType?l=B(s,o):o.push(s),l=o[0]||l),', ''],
  ['if(e.length=v,r.__v=null,c||o)if(t&&t.then){if(r.__u|=128|c,o){for(~(T=o.indexOf(l||void 0))||(T=o.length);(N=o[T-1])&&8==N.nodeType;)T--;for(;T<o.length;T++)if(N=o[T])if(o[T]=null,O){if(N==P)break}else{if(8!=N.nodeType)break;N.data.startsWith("$s")&&(P=B(O=N))}}if(!O){for(;l&&8==l.nodeType&&l.nextSibling;)l=l.nextSibling;O=l}(s=B(O=r.__c.__z||(r.__c.__z=O)))?(r.__e=O,l=s):r.__e=l,l=l&&l.nextSibling}else o&&o.some(g);else r.__e=u.__e;r.__k||(r.__k=u.__k||[]),t&&t.then||D(r),n.__e(t,r,u)',
    'e.length=v,r.__v=null,c||o?o&&o.some(g):r.__e=u.__e,r.__k||(r.__k=u.__k||[]),D(r),n.__e(t,r,u)'],
  // Class components, contextType and the lifecycle methods: a function component's instance
  // (preact's own Component with render = the function) has none of them, so only the
  // same-vnode bail-out and the render loop stay.
  ['if(M=r.props,C=(s=V.prototype)&&s.render,j=(s=V.contextType)&&i[s.__c],L=s?j?j.props.value:s.__:i,(d=u.__c)?(r.__c=d,2&d.__g&&(d.__g|=1)):(C?r.__c=d=new V(M,L):(r.__c=d=new x(M,L),d.constructor=V,d.render=K),j&&j.sub(d),d.state||(d.state={}),d.__n=i,d.__g|=8,d.__h=[],d.__k=[]),C&&(d.__s||(d.__s=d.state),V.getDerivedStateFromProps&&(d.__s==d.state&&(d.__s=_({},d.__s)),_(d.__s,V.getDerivedStateFromProps(M,d.__s)))),k=d.props,b=d.state,d.__v=r,u.__c){if(M!==k&&C&&!V.getDerivedStateFromProps&&d.componentWillReceiveProps&&d.componentWillReceiveProps(M,L),r.__v==u.__v&&!(8&d.__g)||!(4&d.__g)&&d.shouldComponentUpdate&&!1===d.shouldComponentUpdate(M,d.__s,L)){r.__v!=u.__v&&(d.props=M,d.state=d.__s,d.__g&=-9),r.__e=u.__e,',
    'if(M=r.props,L=i,(d=u.__c)?(r.__c=d,2&d.__g&&(d.__g|=1)):(r.__c=d=new x(M,L),d.constructor=V,d.render=K,d.state={},d.__n=i,d.__g|=8,d.__h=[],d.__k=[]),d.__v=r,u.__c&&r.__v==u.__v&&!(8&d.__g)){r.__e=u.__e,'],
  ['l=S(u);break n}d.componentWillUpdate&&d.componentWillUpdate(M,d.__s,L),C&&d.componentDidUpdate&&d.__h.push(function(){d.componentDidUpdate(k,b,m)})}else C&&!V.getDerivedStateFromProps&&d.componentWillMount&&d.componentWillMount(),C&&d.componentDidMount&&d.__h.push(d.componentDidMount);', 'l=S(u);break n}'],
  ['q=C?25:0;', 'q=0;'],
  ['C&&(y.push.apply(d.__h,d.__k),d.__k=[]),d.state=d.__s,d.getChildContext&&(i=_({},i,d.getChildContext())),C&&u.__c&&d.getSnapshotBeforeUpdate&&(m=d.getSnapshotBeforeUpdate(k,b)),', 'd.state=d.__s,'],
  ['if(i.componentWillUnmount)try{i.componentWillUnmount()}catch(t){n.__e(t,r)}', ''],
  ['x.prototype.forceUpdate=function(n){this.__v&&(this.__g|=4,n&&this.__h.push(n),L(this))},', ''],
  // Error boundaries (getDerivedStateFromError, componentDidCatch): none, so an error is rethrown.
  ['__e:function(n,t,r,u){for(var i,o,e;t=t.__;)if((i=t.__c)&&!(1&i.__g)){i.__g|=4;try{if((e=(o=i.constructor)&&o.getDerivedStateFromError)&&i.setState(o.getDerivedStateFromError(n)),i.componentDidCatch&&(i.componentDidCatch(n,u||{}),e=1),e&&8&i.__g)return void(i.__g|=2)}catch(t){n=t}}throw f=0,n}', '__e:function(n){throw f=0,n}'],
  // Portals (the __P prop) and a suspended subtree's markers on unmount.
  ['M.__P&&(s=l,f=(t=M.__P).namespaceURI,c=o=null,u.props&&u.props.__P!=t&&(u.__k.some(function(n){n&&J(n,n)}),u.__k=null),l=u.__k?S(u,0):null),', ''],
  ['M.__P&&(r.__e=null,l=s),r.__u&=-161,p&&p.some(g),', 'r.__u&=-161,'],
  ['!u&&(i=t.__c)&&(i=i.__z)&&(f=B(i,o=[]))&&(i==t.__e&&o.some(g),g(f),g(i)),', ''],
  // Properties: style objects, SVG's xlink/className renames, popover (the form uses none:
  // method-logos.tsx writes plain SVG attributes).
  ['if("style"==t)if("string"==typeof r)n.style.cssText=r;else{if("string"==typeof u&&(n.style.cssText=u=""),u)for(t in u)r&&t in r||T(n.style,t);if(r)for(t in r)u&&r[t]==u[t]||T(n.style,t,r[t])}else if("o"==t[0]', 'if("o"==t[0]'],
  ['if("http://www.w3.org/2000/svg"==i)t=t.replace(/xlink(H|:h)/,"h").replace(/sName$/,"s");else if("width"!=t', 'if("http://www.w3.org/2000/svg"!=i&&"width"!=t'],
  ['&&"popover"!=t&&t in n', '&&t in n'],
  ['n.setAttribute(t,"popover"==t&&1==r?"":r)', 'n.setAttribute(t,r)'],
  // Elements: MathML, hydration (render() into an empty shadow root never hydrates), <template>,
  // dangerouslySetInnerHTML, <foreignObject> and <progress>.
  ['"svg"==C?f="http://www.w3.org/2000/svg":"math"==C?f="http://www.w3.org/1998/Math/MathML":f||', '"svg"==C?f="http://www.w3.org/2000/svg":f||'],
  ['t=M.createElementNS(f,C,x.is?x:a),l&&(n.__m&&n.__m(r,o),l=!1),o=null', 't=M.createElementNS(f,C,x.is?x:a),o=null'],
  ['if(a="template"==C&&t.content||t,', 'if(a=t,'],
  ['!l&&o)for', 'o)for'],
  ['"dangerouslySetInnerHTML"==s?y=k:"children"==s', '"children"==s'],
  ['"children"==s?_=k:"dangerouslySetInnerHTML"==s?h=k:"value"==s?b=k:"checked"==s?m=k:l&&"function"!=typeof k||$[s]===k', '"children"==s?_=k:"value"==s?b=k:"checked"==s?m=k:$[s]===k'],
  ['h?(l||y&&(h.__html==y.__html||h.__html==t.innerHTML)||(t.innerHTML=h.__html),r.__k=[]):(y&&(t.textContent=""),("foreignObject"==C||"http://www.w3.org/1998/Math/MathML"==f&&v.test(C))&&(f="http://www.w3.org/1999/xhtml"),I(a,w(_)?_:[_],r,u,i,f,o,e,o?o[0]:u.__k&&S(u,0),l,c),o&&o.some(g)),l&&"textarea"!=C||(s="value","progress"==C&&null==b?t.removeAttribute(s):null==b||b===t[s]&&("progress"!=C||b)||N(t,s,b,$[s],f),',
    'I(a,w(_)?_:[_],r,u,i,f,o,e,o?o[0]:u.__k&&S(u,0),l,c),o&&o.some(g),s="value",null==b||b===t[s]||N(t,s,b,$[s],f),'],
  [',s="checked",null!=m&&m!=t[s]&&N(t,s,m,$[s],f))}else $===x||l&&t.data==x||(t.data=x)', ',s="checked",null!=m&&m!=t[s]&&N(t,s,m,$[s],f)}else $===x||(t.data=x)'],
];

/** preact's dist with the cuts applied; throws when a cut does not match exactly once. */
export function trimPreact(code: string): string {
  let out = code;
  for (const [piece, replacement] of PREACT_CUTS) {
    const found = out.split(piece).length - 1;
    if (found !== 1) throw new Error(`preact-trim: ${found} matches for «${piece.slice(0, 60)}…»: update PREACT_CUTS for this preact`);
    out = out.replace(piece, () => replacement);
  }
  return out;
}

/** The vite plugin: applies the cuts to preact's core as it is bundled. */
export function preactTrim(): Plugin {
  return {
    name: 'donor-widget-preact-trim',
    transform: {
      filter: { id: /[\\/]preact[\\/]dist[\\/]preact\.mjs$/ },
      // The dist's sourcemap no longer fits: dropped (WIDGET_SOURCEMAP maps preact as cut).
      handler: (code) => ({ code: trimPreact(code), map: null }),
    },
  };
}
