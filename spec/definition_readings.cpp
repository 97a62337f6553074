#include "spec/definition_readings.h"

namespace kospec {

const char* reading_id(R7Reading reading) {
  return reading == R7Reading::Colour ? "R7.colour" : "R7.points";
}

const char* reading_id(R8Reading reading) {
  return reading == R8Reading::Config ? "R8.config" : "R8.between";
}

const char* reading_id(R11Reading reading) {
  return reading == R11Reading::Any ? "R11.any" : "R11.opponent";
}

const char* reading_id(R12Reading reading) {
  return reading == R12Reading::Joins ? "R12.joins" : "R12.own";
}

const char* reading_id(R14Reading reading) {
  return reading == R14Reading::Parts ? "R14.parts" : "R14.union";
}

}  // namespace kospec
