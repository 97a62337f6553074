#include "spec/move_facts.h"

namespace kospec {

std::string_view fact_name(Fact fact) {
  constexpr std::string_view kNames[] = {
#define KOSPEC_FACT_NAME(kind, member, type, group, rule, what, def) #kind,
      KOSPEC_FACTS(KOSPEC_FACT_NAME)
#undef KOSPEC_FACT_NAME
  };
  return kNames[static_cast<std::size_t>(fact)];
}

std::string_view fact_meaning(Fact fact) {
  constexpr std::string_view kMeanings[] = {
#define KOSPEC_FACT_MEANING(kind, member, type, group, rule, what, def) what,
      KOSPEC_FACTS(KOSPEC_FACT_MEANING)
#undef KOSPEC_FACT_MEANING
  };
  return kMeanings[static_cast<std::size_t>(fact)];
}

int MoveFacts::value(Fact fact) const {
  switch (fact) {
#define KOSPEC_FACT_VALUE(kind, member, type, group, rule, what, def) \
  case Fact::kind:                                                    \
    return static_cast<int>(member);
    KOSPEC_FACTS(KOSPEC_FACT_VALUE)
#undef KOSPEC_FACT_VALUE
  }
  return 0;
}

void MoveFacts::set(Fact fact, int v) {
  switch (fact) {
#define KOSPEC_FACT_SET(kind, member, type, group, rule, what, def) \
  case Fact::kind:                                                  \
    member = static_cast<type>(v);                                  \
    return;
    KOSPEC_FACTS(KOSPEC_FACT_SET)
#undef KOSPEC_FACT_SET
  }
}

}  // namespace kospec
